import { describe, expect, it } from 'vitest';
import { improve } from './test-engine.ts';

// University and research work, and personal questions on health, law and money (issue 19, thirty-fourth round): each class in
// Spanish and English.

describe('research questions and hypotheses are the questions with their variables and a testable hypothesis, not a research report', () => {
  it.each([
    ['formulame 3 preguntas de investigacion y sus hipotesis para un estudio sobre el uso de redes sociales y ansiedad en adolescentes', 'es', /un metodólogo[\s\S]*la hipótesis nula/],
    ['necesito la pregunta de investigacion y la hipotesis para mi tfg sobre teletrabajo', 'es', /un metodólogo[\s\S]*la hipótesis nula/],
    ['help me write a research question and two hypotheses for my study on caffeine and short-term memory', 'en', /a research methodologist[\s\S]*the null hypothesis/],
    ['give me hypotheses for my experiment on plant growth and light color', 'en', /a research methodologist[\s\S]*the null hypothesis/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/resumen ejecutivo|executive summary/);
  });
});

describe('a literature review, a methodology or a discussion section is written with its own structure', () => {
  it.each([
    ['necesito una revision de literatura sobre gamificacion en educacion primaria', 'es', /un tutor académico/],
    ['hazme un estado del arte sobre blockchain en logistica', 'es', /un tutor académico/],
    ['Write the literature review chapter of my dissertation on remote work and employee wellbeing', 'en', /an academic supervisor[\s\S]*a literature review or theoretical framework: the key concepts/],
    ['write a literature review on social media and teen sleep', 'en', /an academic supervisor/],
  ] as const)('a literature review: "%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/resumen ejecutivo|quoting the exact passage|paste the dissertation/);
  });

  it.each([
    ['Redacta la sección de metodología de mi trabajo de fin de grado: es un estudio cualitativo con 12 entrevistas.', 'es', /en una metodología: el enfoque y el diseño[\s\S]*una metodología, unas 1\.000-2\.000/],
    ['escribe la discusion de mi tesis sobre el burnout docente', 'es', /en una discusión: qué significan los resultados/],
    ['can u write the methodology section for my paper, its a survey of 200 nurses about burnout', 'en', /a methodology: the approach and design[\s\S]*a methodology, about 1,000-2,000/],
    ['write the discussion chapter of my dissertation on urban heat islands', 'en', /a discussion: what the results mean/],
  ] as const)('one section: "%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/en un abstract|an abstract:|designs clear, unbiased surveys/);
  });
});

describe('a section the user wrote and wants changed, or a work an abstract sums up, gets a paste slot; a section to write gets none', () => {
  it.each([
    ['corrige la introduccion de mi tesis, mi tutor dice que es muy larga', 'es', /\[pega aquí la introduccion de tu tesis\]/],
    ['parafrasea mi introduccion para que no salga plagio', 'es', /\[pega aquí la introduccion\]/],
    ['hazme el abstract del paper que te paso, maximo 250 palabras', 'es', /\[pega aquí el paper\]/],
    ['improve the conclusion of my thesis', 'en', /\[paste the conclusion of your thesis here\]/],
    ['reword my essay so turnitin doesnt flag it', 'en', /\[paste the essay here\]/],
    ['write an abstract for my paper', 'en', /\[paste the paper here\]/],
  ] as const)('"%s"', async (request, language, slot) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(slot);
    expect(prompt).not.toMatch(/quoting the exact passage|Objetivos o pregunta de investigación|Objectives or research question/);
  });

  it('a section to write from the topic given has nothing to paste', async () => {
    expect(await improve('escribe la conclusion de mi tfg sobre redes sociales', 'es')).not.toMatch(/pega aquí/);
    expect(await improve('write the introduction for my thesis on climate anxiety', 'en')).not.toMatch(/paste the/);
  });
});

describe("a lab report is written from the user's data with the calculations, not a business report", () => {
  it.each([
    ['redactame un informe de laboratorio de la practica de titulacion, gaste 23.4 ml de NaOH 0.1M', 'es', /un profesor de ciencias[\s\S]*los cálculos paso a paso/],
    ['hazme el reporte de la practica de densidad de fisica', 'es', /un profesor de ciencias/],
    ['lab report for my chem class, we did a titration of vinegar with NaOH', 'en', /a science teacher[\s\S]*the calculations step by step/],
    ['write up my lab on pendulum period vs length', 'en', /a science teacher/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/analista de negocio|business analyst|executive summary|resumen ejecutivo/);
  });
});

describe('a question about a medicine is a pharmacist\'s answer; a test result or lasting tiredness is a health question', () => {
  it.each([
    ['puedo tomar ibuprofeno con amoxicilina?', 'es', /un farmacéutico[\s\S]*la respuesta corta \(sí, no o depende/],
    ['es seguro mezclar paracetamol y alcohol', 'es', /un farmacéutico/],
    ['can i take melatonin with sertraline', 'en', /a pharmacist[\s\S]*the short answer \(yes, no or it depends/],
    ['side effects of metformin?', 'en', /a pharmacist/],
  ] as const)('a medicine: "%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/las posibles causas más comunes|the common possible causes/);
  });

  it.each([
    ['me salio el azucar en 115 en ayunas, es diabetes?', 'es'],
    ['es normal sentirme tan cansada despues del covid?', 'es'],
    ['is it normal to feel this tired after covid? its been 3 weeks', 'en'],
    ['my blood pressure was 150/95 at the pharmacy, should i worry', 'en'],
  ] as const)('a health question: "%s"', async (request, language) => {
    expect(await improve(request, language)).toMatch(/un médico que explica|a doctor who explains/);
  });
});

describe('contesting a fine, suing an employer or a firing after a complaint are rights in plain words, not the generic answer', () => {
  it.each([
    ['me pusieron una multa de transito por estacionar donde no habia señal, como la impugno', 'es'],
    ['puedo demandar a mi jefe por no pagarme el aguinaldo?', 'es'],
    ['my employer hasnt paid me for 2 months, can i sue them? im in the uk', 'en'],
    ['I got fired after reporting harassment to HR, is that retaliation?', 'en'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/derechos del consumidor, del inquilino y laborales|consumer, tenant and employment rights/);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/);
  });
});

describe("a freelancer's tax question is answered by a tax adviser for the country named", () => {
  it.each([
    ['soy freelance en españa, que gastos puedo desgravar como autonomo?', 'es', /un asesor fiscal/],
    ['cuanto pago de iva como autonomo', 'es', /un asesor fiscal/],
    ['what can i write off as a freelance photographer in the us', 'en', /a tax adviser/],
    ['how do i pay quarterly taxes as a 1099 contractor', 'en', /a tax adviser/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/);
  });
});

describe('a scholarship application is a motivation letter, a grant proposal a funding proposal', () => {
  it.each([
    ['ayuda con mi solicitud de beca para conacyt, tengo que explicar por que merezco la beca', 'es', /un asesor de admisiones/],
    ['write my scholarship essay about why i deserve this scholarship, 500 words', 'en', /an admissions adviser/],
    ['redacta la propuesta para una convocatoria de financiacion de un proyecto sobre microplasticos', 'es', /un investigador con experiencia en conseguir financiación[\s\S]*el presupuesto por partidas/],
    ['write my grant proposal for the NSF, the project is about microplastics in freshwater lakes', 'en', /a researcher experienced in winning funding[\s\S]*the budget by item/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer|divulgador|ready to publish/);
  });

  it('a grant proposal under Content Creation is still the proposal', async () => {
    expect(await improve('write my grant proposal for the NSF about coral reefs', 'en', { taskType: 'Content Creation', sector: 'Science' })).toMatch(/the budget by item/);
  });
});

describe('credit cards with debt are money, not a greeting card', () => {
  it('"tengo 3 tarjetas de credito con deuda, como priorizo cual pagar primero"', async () => {
    const prompt = await improve('tengo 3 tarjetas de credito con deuda, como priorizo cual pagar primero', 'es');
    expect(prompt).toMatch(/un planificador financiero/);
    expect(prompt).not.toMatch(/dedicatorias|tarjeta o el mensaje/);
  });

  it('"which credit card should i pay off first"', async () => {
    expect(await improve('which credit card should i pay off first', 'en')).not.toMatch(/card or the message|greeting/);
  });

  it('a card for someone is still a card', async () => {
    expect(await improve('una tarjeta de cumpleaños para mi abuela', 'es')).toMatch(/dedicatorias y tarjetas/);
  });
});

describe("a company the user is a customer of is not the user's business to describe", () => {
  it.each([
    ['write a letter to my insurance company appealing their denial of my MRI claim', 'en', /what makes your insurance company special/],
    ['escribe un correo a mi compañia de telefono reclamando un cobro doble', 'es', /qué hace especial a tu/],
  ] as const)('"%s"', async (request, language, businessSlot) => {
    expect(await improve(request, language)).not.toMatch(businessSlot);
  });

  it("an agency the user runs keeps its slot", async () => {
    expect(await improve('write a linkedin post for my insurance agency', 'en')).toMatch(/what makes your insurance agency special/);
  });
});

// The round's second part, from a second fresh set in the same area.
describe('a justification or rationale section gets its own structure', () => {
  it.each([
    ['hazme la justificacion de mi proyecto de investigacion sobre reciclaje en colegios de quito', 'es', /\(en una justificación: por qué importa el problema[^()]*\);/],
    ['write the rationale for my research project on food deserts', 'en', /\(a rationale or justification: why the problem matters[^()]*\);/],
  ] as const)('"%s"', async (request, language, shape) => {
    expect(await improve(request, language)).toMatch(shape);
  });
});

describe('a citation style is no shape of the answer; references to convert or an annotated bibliography are a librarian\'s', () => {
  it.each([
    ['cita en formato MLA este libro: Cien años de soledad, Gabriel García Márquez, Editorial Sudamericana, 1967', 'es', /Formato: la lista de referencias ya convertidas/],
    ['convierte estas referencias a APA 7: Smith J. (2019) Climate policy. Oxford Press', 'es', /un bibliotecario que domina los estilos de cita/],
    ['convert these references to APA: Smith J. 2019, Climate policy, Oxford Press', 'en', /a librarian who knows the citation styles/],
    ['hazme una bibliografia comentada de 6 fuentes sobre bullying escolar en APA', 'es', /un bibliotecario de investigación[\s\S]*si no estás seguro de que una fuente exista, dilo/],
    ['make an annotated bibliography of 5 sources on sleep deprivation and academic performance, APA', 'en', /a research librarian[\s\S]*if you are not sure a source exists, say so/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/);
  });
});

describe("a research interview's questions are an interview guide, not a hiring manager's", () => {
  it.each([
    ['escribe 15 preguntas para una entrevista semiestructurada a docentes sobre inclusion educativa', 'es', /un investigador cualitativo[\s\S]*repreguntas/],
    ['necesito la guia de entrevista para mi tfg sobre migrantes venezolanos', 'es', /un investigador cualitativo/],
    ['write 8 interview questions for my qualitative study on first-generation college students', 'en', /a qualitative researcher[\s\S]*follow-up probes/],
    ['semi-structured interview guide with nurses about night shifts', 'en', /a qualitative researcher/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/selección|hiring manager|encaje en el equipo|fit with the team/);
  });
});

describe("a medicine's dose is a pharmacist's answer with the label's usual dose, not a figure worked out like a salary", () => {
  it.each([
    ['cuanto paracetamol le puedo dar a mi hijo de 4 años que pesa 16 kilos', 'es', /un farmacéutico[\s\S]*la pauta habitual del prospecto/],
    ['how much ibuprofen can i take in a day', 'en', /a pharmacist[\s\S]*the usual dose on the label/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/Da una respuesta completa|nutrition, pay, fitness, money/);
  });
});

describe('a dismissal letter received, a change the landlord or boss wants "can they?", withholding rent or disputing a bill are rights', () => {
  it.each([
    ['me llego una carta de despido por bajo rendimiento pero nunca me avisaron nada, que hago, estoy en chile', 'es'],
    ['mi arrendador quiere subirme el alquiler un 20% a mitad de contrato, puede hacerlo? vivo en madrid', 'es'],
    ['my landlord hasnt fixed the heating in 3 weeks, can i withhold rent? im in new york', 'en'],
    ['how do i dispute a medical bill my insurance should have covered', 'en'],
    ['my boss wants me to work unpaid on weekends, can they do that?', 'en'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/derechos del consumidor, del inquilino y laborales|consumer, tenant and employment rights/);
    expect(prompt).not.toMatch(/Escribe la carta completa|documentación clara|Give a complete answer/);
  });
});

describe("a tax notice or a tax registration is a tax adviser's answer", () => {
  it.each([
    ['que hago si hacienda me manda una notificacion de que debo 800 euros del irpf de 2022', 'es', /un asesor fiscal/],
    ['como me doy de alta como autonomo en españa', 'es', /un asesor fiscal/],
    ['im self employed in the uk, when do i need to register for VAT', 'en', /a tax adviser/],
    ['i got a letter from the irs saying i owe 1200, what do i do', 'en', /a tax adviser/],
  ] as const)('"%s"', async (request, language, role) => {
    expect(await improve(request, language)).toMatch(role);
  });
});

describe("a budget to pay off debts or for grad school is a budget from the user's figures", () => {
  it.each([
    ['ayudame a hacer un presupuesto para pagar mis deudas, debo 3000 euros en un prestamo y 1200 en la tarjeta, gano 1600', 'es', /un asesor de finanzas personales/],
    ['help me budget for grad school, stipend is 2,100 a month and rent is 1,100', 'en', /personal finance adviser/],
    ['should I put my emergency fund in a high yield savings account or a money market fund?', 'en', /a financial planner/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer/);
  });
});

describe('a burofax is a formal letter to send', () => {
  it('"redacta un burofax para mi casero exigiendo que me devuelva la fianza de 900 euros en 15 dias"', async () => {
    const prompt = await improve('redacta un burofax para mi casero exigiendo que me devuelva la fianza de 900 euros en 15 dias', 'es');
    expect(prompt).toMatch(/Escribe la carta completa, lista para enviar/);
    expect(prompt).not.toMatch(/Da una respuesta completa/);
  });
});

// The round's third part: the thesis a question or a plan is for, and a claim letter.
describe('a question asked for the user\'s thesis has nothing to paste; a text about the thesis still points at it', () => {
  it.each([
    ['explícame cómo hacer un análisis de regresión en SPSS para mi tfg', 'es'],
    ['necesito fuentes confiables para mi tesis sobre migracion', 'es'],
    ['explain how to run a t-test in R for my dissertation', 'en'],
    ['what statistical test should i use for my thesis, i have 2 groups and a likert scale', 'en'],
  ] as const)('"%s"', async (request, language) => {
    expect(await improve(request, language)).not.toMatch(/pega aquí|paste the/);
  });

  it('a summary of the thesis still asks for it', async () => {
    expect(await improve('resume mi tesis en 300 palabras', 'es')).toMatch(/\[pega aquí la tesis\]/);
    expect(await improve('summarize my dissertation in one page', 'en')).toMatch(/\[paste the dissertation here\]/);
  });
});

describe('a plan to finish a thesis is work week by week, not a subject to learn nor a talk to open or close', () => {
  it.each([
    ['give me a study plan to finish my thesis in 3 months', 'en'],
    ['hazme un plan de estudio para terminar mi tfg en 2 meses', 'es'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/un planificador experto|an expert planner/);
    expect(prompt).not.toMatch(/Tema y público|Topic and audience|what to learn in each/);
  });
});

describe('a letter to an insurer "reclamando" a payment is a complaint letter', () => {
  it('"escribe una carta a la aseguradora reclamando el pago del siniestro de mi coche…"', async () => {
    expect(await improve('escribe una carta a la aseguradora reclamando el pago del siniestro de mi coche, me lo rechazaron', 'es')).toMatch(
      /un experto en reclamaciones de consumidores[\s\S]*lo que pides y en qué plazo/,
    );
  });
});

// The round's fourth part, from a third fresh set.
describe('objectives and limitations are thesis sections with their own structure', () => {
  it.each([
    ['redacta los objetivos general y especificos de mi tesis sobre violencia escolar', 'es', /\(en unos objetivos: un objetivo general[^()]*\);/],
    ['escribe las limitaciones de mi estudio sobre teletrabajo', 'es', /\(en unas limitaciones: cada limitación[^()]*\);/],
    ['write the limitations section for my dissertation on remote learning', 'en', /\(limitations: each limitation[^()]*\);/],
    ['write the aims and objectives for my dissertation on urban gardens', 'en', /\(aims and objectives: one overall aim[^()]*\);/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/pega aquí|paste the/);
  });
});

describe('hypotheses asked by number are testable hypotheses, not an explainer', () => {
  it.each([
    ['dame 5 hipotesis sobre por que los jovenes no votan', 'es', /un metodólogo/],
    ['give me 3 hypotheses about why students procrastinate', 'en', /a research methodologist/],
  ] as const)('"%s"', async (request, language, role) => {
    expect(await improve(request, language)).toMatch(role);
  });
});

describe('what to take for a pain, alcohol with a medicine, net pay, starting to invest, a contract "can they?" and an exchange letter', () => {
  it.each([
    ['q me recomiendas para el dolor de muela mientras consigo cita con el dentista', 'es', /un médico que explica/],
    ['what can i take for a toothache until my dentist appointment', 'en', /a doctor who explains/],
    ['my doctor prescribed me amoxicillin, can i drink alcohol', 'en', /a pharmacist/],
    ['cuanto me queda neto si gano 35000 brutos al año en españa', 'es', /un asesor fiscal/],
    ["what's my take-home pay on 70k in california", 'en', /a tax adviser/],
    ['quiero empezar a invertir con 200 euros al mes, por donde empiezo', 'es', /un planificador financiero/],
    ['tengo un contrato temporal y me quieren renovar otra vez, cuantas veces pueden hacerlo? españa', 'es', /derechos del consumidor, del inquilino y laborales/],
    ['I need a motivation letter for an Erasmus exchange in Germany, 1 page', 'en', /an admissions adviser/],
  ] as const)('"%s"', async (request, language, role) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer|documentación clara|cover letters that get interviews/);
  });
});

describe('references pasted to put in a style are converted, each one, not how to cite a kind of source', () => {
  it.each([
    ['convierte estas referencias a APA 7: Smith J. (2019) Climate policy. Oxford Press; Perez, L. 2021, Energia solar, Revista Andina 4(2)', 'es', /Pon cada referencia que pego[\s\S]*la lista de referencias ya convertidas/],
    ['convert these references to APA:\n\nSmith J. 2019, Climate policy, Oxford Press\nLee, K (2020). Sleep and grades. J Educ Psych 12(3)', 'en', /Put each reference I paste[\s\S]*the converted reference list/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(/un ejemplo completo|a filled-in example/);
  });

  it('how to cite a kind of source is still the pattern and an example', async () => {
    expect(await improve('como cito en APA un articulo de revista que tiene 3 autores y DOI?', 'es')).toMatch(/el patrón para ese tipo de fuente; un ejemplo completo/);
    expect(await improve('how do i cite a website in MLA 9 with no author', 'en')).toMatch(/the pattern for that kind of source; a filled-in example/);
  });
});

describe('a section the user revises is named in its slot: the discussion or the methodology of the thesis, not the whole thesis', () => {
  it.each([
    ['help me fix the discussion section of my thesis, my advisor says its too descriptive', 'en', /\[paste the discussion section of your thesis here\]/],
    ['mejora la metodologia de mi tfg, mi tutora dice que esta incompleta', 'es', /\[pega aquí la metodologia de tu tfg\]/],
  ] as const)('"%s"', async (request, language, slot) => {
    expect(await improve(request, language)).toMatch(slot);
  });
});

describe('the words of a medicine, a landlord\'s plan or investing stay in their field', () => {
  it.each([
    ['explain the interaction between React components and the store', 'en'],
    ['what are the side effects of social media on teenagers', 'en'],
    ['interacciones entre especies en un ecosistema, explicamelo', 'es'],
  ] as const)('no medicine in "%s"', async (request, language) => {
    expect(await improve(request, language)).not.toMatch(/farmacéutico|pharmacist/);
  });

  it('a landlord who wants to sell, "can they kick me out?", is a rights question', async () => {
    expect(await improve('my landlord wants to sell the house, can they kick me out? im in texas', 'en')).toMatch(/consumer, tenant and employment rights/);
  });

  it('investing in one\'s own business to get clients is no money decision', async () => {
    expect(await improve('quiero invertir en mi negocio de tortas, como consigo clientes', 'es')).not.toMatch(/un planificador financiero/);
  });
});

describe('hypotheses or objectives named outside a study keep their own reading', () => {
  it('two hypotheses to explain are an explanation', async () => {
    expect(await improve('explica las dos hipotesis de sapir whorf', 'es')).not.toMatch(/un metodólogo/);
    expect(await improve('explain the two hypotheses of the efficient market theory', 'en')).not.toMatch(/a research methodologist/);
  });

  it("one's goals for the year are no thesis section", async () => {
    expect(await improve('ayudame a definir mis objetivos generales para este año', 'es')).not.toMatch(/un tutor académico/);
  });
});

describe('a contract the user has and an internship report keep their own reading', () => {
  it('"tengo un contrato de alquiler, puedes revisarlo?" is no rights question ("puedes" is no "pueden")', async () => {
    expect(await improve('tengo un contrato de alquiler, puedes revisarlo?', 'es')).not.toMatch(/derechos del consumidor/);
  });

  it('an internship report is no lab report', async () => {
    expect(await improve('hazme el informe de practica profesional de mi pasantia en un banco', 'es')).not.toMatch(/un profesor de ciencias/);
  });
});

describe('taking courses, mixing workouts or budgeting time are no medicine or money', () => {
  it.each([
    ['should i take spanish and french next semester', 'en', /a pharmacist/],
    ['should i mix cardio with weights', 'en', /a pharmacist/],
    ['puedo combinar cardio y pesas el mismo dia', 'es', /un farmacéutico/],
    ['help me budget my time for finals week', 'en', /personal finance adviser/],
  ] as const)('"%s"', async (request, language, wrongRole) => {
    expect(await improve(request, language)).not.toMatch(wrongRole);
  });
});
