import { describe, expect, it } from 'vitest';
import { improve } from './test-engine.ts';

// Teachers', parents' and students' requests the engine answered generically, with a slot for material the user never had, or with
// another deliverable (issue 19, twenty-eighth round), found by reading a fresh set (75) as the teacher, parent or student who typed
// it; each class in Spanish and English.

describe('a rubric or a checklist to assess students is a rubric\'s table, not an essay, project ideas or the generic answer', () => {
  it.each([
    ['hazme una rubrica para evaluar una exposicion oral de mis alumnos de secundaria, 4 criterios', 'es', /Actúa como un docente con experiencia en evaluación/, /una fila por criterio/],
    ['rubrica para calificar un ensayo de historia, escala del 1 al 5', 'es', /Actúa como un docente con experiencia en evaluación/, /una fila por criterio/],
    ['dame una lista de cotejo para observar el trabajo en equipo en preescolar', 'es', /Actúa como un docente con experiencia en evaluación/, /sí \/ no/],
    ['make a rubric for a 5th grade science fair project', 'en', /Act as a teacher experienced in assessment/, /one row per criterion/],
  ] as const)('"%s"', async (request, language, role, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/Defiende una idea central|project ideas|Da una respuesta completa y directamente aplicable/);
  });
});

describe('a classroom game or activity is an activity ready to run in class, not a vocabulary list or the generic answer', () => {
  it.each([
    ['dame un juego para repasar las tablas de multiplicar en clase', 'es', /Actúa como un docente que diseña actividades y juegos de aula/],
    ['actividad dinamica para el primer dia de clases con alumnos de 12 años', 'es', /Actúa como un docente que diseña actividades y juegos de aula/],
    ['fun classroom game to review vocabulary for middle school spanish class', 'en', /Act as a teacher who designs active, well-run classroom activities/],
    ['give me a warm up activity for esl adults beginners', 'en', /Act as a teacher who designs active, well-run classroom activities/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/builds vocabulary lists|Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/);
  });

  it('games to play with the kids at home stay a family\'s activity ideas', async () => {
    expect(await improve('juegos para hacer con los niños en casa un dia de lluvia')).toMatch(/organizador práctico de actividades en familia/);
    expect(await improve('activities for kids on a rainy day', 'en')).toMatch(/practical family activity planner/);
  });

  it('exit ticket questions are questions with their answers (en, es)', async () => {
    expect(await improve('make exit ticket questions for a lesson on equivalent fractions', 'en')).toMatch(/Act as a teacher who writes clear, fair test questions/);
    expect(await improve('hazme un ticket de salida sobre fracciones equivalentes')).toMatch(/Actúa como un docente que escribe/);
  });
});

describe('school paperwork for families has its own shape: report card comments, a permission slip, a behaviour chart', () => {
  it.each([
    ['comentarios para las boletas de calificaciones de mis alumnos de 4to, algunos van bien y otros no', 'es', /Actúa como un docente que escribe comentarios de boleta/],
    ['escribe el informe de evaluacion trimestral de un alumno que mejoro en lectura', 'es', /Actúa como un docente que escribe comentarios de boleta/],
    ['i need report card comments for a student who is smart but talks too much in class', 'en', /Act as a teacher who writes report card comments/],
    ['redacta una autorizacion para que los padres firmen para la excursion al museo del 15 de mayo', 'es', /Autorizo a mi hijo\/a \[nombre\]/],
    ['write a permission slip for a field trip to the science museum on march 3', 'en', /I give permission for my child \[name\]/],
    ['hazme una tabla de conducta para mi hijo de 6 años con premios', 'es', /una fila por meta y una columna por día de la semana/],
    ['behavior chart for my 5 yr old who wont listen', 'en', /one row per goal, one column per day of the week/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/rigorous researcher|investigador riguroso|Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/);
  });

  it('a parent-teacher conference agenda is an agenda (en)', async () => {
    expect(await improve('give me a parent teacher conference agenda', 'en')).toMatch(/Act as a facilitator of effective meetings/);
  });

  it('a sales report and a chore chart keep their shapes', async () => {
    expect(await improve('write a report on our q3 sales figures', 'en')).not.toMatch(/report card comments/);
    expect(await improve('chore chart for my kids 8 and 10', 'en')).toMatch(/home organiser/);
  });
});

describe('a lesson or a unit is planned in a teacher\'s words: "planeación de clase", "secuencia didáctica", "unidad didáctica", "unit plan"', () => {
  it.each([
    ['hazme una planeacion de clase de matematicas para 3ro de primaria sobre fracciones, 50 minutos', 'es', /Actúa como un docente que planifica clases/],
    ['necesito una secuencia didactica de ciencias naturales para 5to grado sobre el ciclo del agua', 'es', /una fila por sesión/],
    ['planifica una unidad didáctica de 6 sesiones sobre la Segunda Guerra Mundial para 4º ESO, con competencias clave y criterios de evaluación', 'es', /una fila por sesión/],
    ['unit plan for 7th grade science on ecosystems, 5 lessons', 'en', /one row per lesson/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|organizada por periodos \(días o semanas\)|by periods \(days or weeks\)/);
  });

  it('"write a 2 week unit plan on poetry" under Content Creation is the unit, not an article (en)', async () => {
    const prompt = await improve('write a 2 week unit plan on poetry for 6th grade', 'en', { taskType: 'Content Creation', sector: 'Education', audience: 'Students' });
    expect(prompt).toMatch(/one row per lesson/);
    expect(prompt).not.toMatch(/ready to publish|sections with subheadings/);
  });
});

describe('preparing for the user\'s own exam is a study plan up to it, not exam questions or the generic answer', () => {
  it.each([
    ['como preparo mi examen de selectividad de historia en un mes?', 'es', /Actúa como un profesor experto en técnicas de estudio/],
    ['tengo mi examen de matematicas el lunes y no entiendo nada, ayuda', 'es', /Actúa como un profesor experto en técnicas de estudio/],
    ['how do i study for my chemistry final in 2 weeks', 'en', /Act as a teacher who is an expert in study techniques/],
    ['i have a bio test tomorrow and i dont get photosynthesis', 'en', /Act as a teacher who is an expert in study techniques/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/preguntas de examen|test questions|Da una respuesta completa y directamente aplicable|Give me concrete steps/);
  });

  it('an exam to write is still exam questions (es)', async () => {
    expect(await improve('hazme un examen de historia sobre la independencia de mexico')).toMatch(/Actúa como un docente que escribe preguntas de examen/);
  });
});

describe('nothing to paste when the user gave the question or named the work, and no thesis to paste when the thesis is what is asked', () => {
  it.each([
    ['help me with my homework pls, whats the difference between mitosis and meiosis', 'en', /Act as a patient tutor/, /Format: the key idea in plain words/],
    ['ayudame con mi tarea porfa, que diferencia hay entre mitosis y meiosis', 'es', /Actúa como un profesor particular paciente/, /Formato: la idea clave en palabras sencillas/],
    ['profe necesito un resumen del capitulo 3 de cien años de soledad para mañana', 'es', /No hay texto de partida: resume lo que se sabe de esa obra/, /Formato: de qué trata/],
  ] as const)('"%s" has no slot', async (request, language, role, format) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).toMatch(format);
    expect(prompt).not.toMatch(/\[paste|\[pega/);
  });

  it('homework or a chapter the user will send still gets its slot', async () => {
    expect(await improve('help me with my homework', 'en')).toMatch(/\[paste the homework here\]/);
    expect(await improve('resume el capitulo 3 de mi libro de historia')).toMatch(/\[pega aquí/);
  });

  it.each([
    ['i need help with my thesis statement for an essay on social media and teen mental health', 'en', /Give 3 thesis statements/, /Argue one clear central idea/],
    ['dame una tesis para mi ensayo sobre el uso del celular en clase', 'es', /Dame 3 tesis para el tema/, /Defiende una idea central/],
    ['necesito ayuda con mi tesis de maestria en educacion, no se como plantear el problema de investigacion', 'es', /en un planteamiento del problema: el contexto/, /investigador riguroso/],
    ['help me write the problem statement for my dissertation on teacher burnout', 'en', /a problem statement: the context/, /rigorous researcher/],
  ] as const)('"%s" proposes the thesis or drafts the section, with nothing to paste', async (request, language, shape, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(wrong);
    expect(prompt).not.toMatch(/\[paste the thesis|\[pega aquí la tesis/);
  });
});

describe('a student who struggles: the teacher adapts the task, the parent gets a plan to help', () => {
  it.each([
    ['tengo un alumno con dislexia, como adapto la actividad de lectura para el', 'es', /Actúa como un docente especialista en educación inclusiva/],
    ['how can i differentiate a reading task for a student who reads 2 grade levels below', 'en', /Act as a teacher specialised in inclusive education/],
    ['my daughter is failing algebra what do i do', 'en', /Act as a tutor and learning specialist who helps parents/],
    ['mi hijo de 12 años va mal en matematicas, que hago?', 'es', /Actúa como un profesor particular y psicopedagogo/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly|Give me concrete steps for my case/);
  });

  it('a worksheet pasted to adapt is adapted, not explained (en)', async () => {
    const prompt = await improve('adapt this worksheet for a student with dyslexia:\n1. Read the passage about volcanoes and answer the questions.\n2. Write a paragraph explaining how lava forms.\n3. Label the diagram.', 'en');
    expect(prompt).toMatch(/Act as a teacher specialised in inclusive education/);
    expect(prompt).toMatch(/Label the diagram/);
  });

  it('adapting a CV or a recipe is no classroom task', async () => {
    expect(await improve('como adapto mi cv para un puesto de marketing')).not.toMatch(/educación inclusiva/);
    expect(await improve('how do i adapt this recipe for kids', 'en')).not.toMatch(/inclusive education/);
  });
});

describe('a parent explaining a school topic to their child gets a tutor\'s explanation with a tip for the parent, not a hard conversation', () => {
  it.each([
    ['como le explico a mi hijo de 8 años la division larga sin que llore jajaja', 'es', /Actúa como un profesor particular paciente/, /psicólogo infantil|dimisión/],
    ['como le enseño las fracciones a mi hija de 9 años', 'es', /Actúa como un profesor particular paciente/, /Dame pasos concretos para mi caso/],
    ['how do i explain long division to my 8 year old', 'en', /Act as a patient tutor/, /science communicator/],
    ['how do i teach my 6 year old to read', 'en', /Act as a patient tutor/, /Give me concrete steps for my case/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(wrong);
  });

  it('a hard topic stays a child psychologist\'s conversation (es, en)', async () => {
    expect(await improve('como le explico a mi hijo de 5 años que su abuelo murio')).toMatch(/psicólogo infantil/);
    expect(await improve('how do i tell my kids we are getting divorced', 'en')).toMatch(/child psychologist/);
  });
});

describe('a college admissions essay is a personal story, a reading list is titles that exist, a child who will not sleep is the child\'s habit', () => {
  it.each([
    ['ayudame a escribir el ensayo para la aplicacion a la universidad, quiero hablar de cuando me mude de pais', 'es', /Actúa como un asesor de admisiones que ha ayudado/, /Defiende una idea central/],
    ['help me write my college application essay about when i moved countries', 'en', /Act as an admissions essay coach/, /Argue one clear central idea/],
    ['reading list for a 12 year old who loves fantasy', 'en', /Recommend only titles that exist/, /Give a complete answer I can apply directly/],
    ['lista de lecturas para un niño de 10 años', 'es', /Recomienda solo títulos que existen/, /Da una respuesta completa y directamente aplicable/],
    ['mi hija de 4 años no se quiere dormir, que rutina para dormir le puedo hacer', 'es', /Actúa como una enfermera pediátrica/, /organizada por periodos \(días o semanas\)/],
    ['my 3 year old fights bedtime every night, what bedtime routine should we try', 'en', /Act as a paediatric nurse/, /habits coach/],
  ] as const)('"%s"', async (request, language, shape, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(wrong);
  });

  it('an essay about a topic for class stays an argued essay (es)', async () => {
    expect(await improve('ensayo sobre la contaminacion del agua para mi clase de biologia')).not.toMatch(/asesor de admisiones/);
  });
});

describe('more of a teacher\'s, a parent\'s and a student\'s words for the same deliverables', () => {
  it('"una hoja de trabajo de sumas y restas" is graded exercises with their solutions (es)', async () => {
    const prompt = await improve('crea una hoja de trabajo de sumas y restas con llevadas para niños de 2do');
    expect(prompt).toMatch(/Actúa como un docente que escribe ejercicios de práctica graduados/);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable/);
  });

  it('"a study schedule for my SATs" revises for the exam (en)', async () => {
    expect(await improve('make me a study schedule for my SATs, i have 6 weeks and im bad at math', 'en')).toMatch(/Act as a teacher who is an expert in study techniques/);
  });

  it('"a good way to teach kids long division" is the tutor\'s explanation (en)', async () => {
    expect(await improve('whats a good way to teach kids long division', 'en')).toMatch(/Act as a patient tutor/);
  });
});

describe('variants read after the fixes', () => {
  it.each([
    ['icebreaker activity for the first day of school 5th grade', 'en', /Act as a teacher who designs active, well-run classroom activities/],
    ['icebreaker questions for my team meeting', 'en', /Act as someone who knows how to get people talking/],
    ['como estudio para mi parcial de fisica en 3 dias', 'es', /Actúa como un profesor experto en técnicas de estudio/],
    ['mi bebe de 1 año no se duerme solo', 'es', /Actúa como una enfermera pediátrica/],
  ] as const)('"%s"', async (request, language, role) => {
    expect(await improve(request, language)).toMatch(role);
  });
});
