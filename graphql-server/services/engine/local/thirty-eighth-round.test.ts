import { describe, expect, it } from 'vitest';
import { improve } from './test-engine.ts';

// The thirty-eighth round (issue 19): what developers and data people type (scripts, macros, pandas, errors, names,
// system design); each class in Spanish and English.

const generic = /Da una respuesta completa y directamente aplicable|Give a complete answer I can apply directly/;

describe('code named by its tool (a VBA macro, Apps Script, a GitHub Actions workflow, pandas, matplotlib) is working code', () => {
  it.each([
    ["necesito una macro de excel vba que copie las filas donde la columna C diga 'pendiente' a otra hoja", 'es'],
    ['write an excel vba macro that emails each row to the address in column B', 'en'],
    ['google apps script para mandar un correo automatico cuando alguien llena mi formulario', 'es'],
    ['crea un workflow de github actions que corra los tests con pytest en cada push', 'es'],
    ['tengo un dataframe de pandas con fechas en formato raro y valores nulos, como lo limpio', 'es'],
    ["pandas: drop duplicate rows keeping the most recent by the 'updated_at' column, then fill missing prices with the median per category", 'en'],
    ['make a chart in matplotlib from this data: jan 120, feb 98, mar 143, apr 160', 'en'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/Entrega código que funcione|Deliver working code/);
    // The tool named is the language: no slot asks for it, and no template, email or sheet layout stands in for the code.
    expect(prompt).not.toMatch(/\[lenguaje de programación y versión\]|\[programming language and version\]/);
    expect(prompt).not.toMatch(generic);
    expect(prompt).not.toMatch(/Dame la estructura lista para montarla|Give me the structure ready to build|Escribe el correo completo|Firma: \[tu nombre\]/);
  });
});

describe('words of code are no post or social text: a POST request, a script that publishes to Instagram', () => {
  it.each([
    ['write a post request in python with requests library that sends json and handles a 401', 'en'],
    ['haz un script que publique en instagram automaticamente con la api de meta, en python', 'es'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/Entrega código que funcione|Deliver working code/);
    expect(prompt).not.toMatch(/listo para publicar|ready to publish|hashtags/);
  });
});

describe('docstrings for a pasted function are code back, and a git command is the command to type', () => {
  it('"add docstrings to this function" with the function pasted', async () => {
    const prompt = await improve('add docstrings to this function\n\ndef area(r):\n    return 3.14159 * r * r', 'en');
    expect(prompt).toMatch(/Deliver working code/);
    expect(prompt).not.toMatch(generic);
  });

  it.each([
    ['git command to undo my last commit but keep the changes', 'en', /exactly what to type or paste/],
    ['comando de git para borrar una rama remota', 'es', /exactamente lo que hay que escribir o pegar/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(generic);
  });
});

describe('an error or a stack trace to explain is a diagnosis (cause and fix), not a popular science lesson nor a word usage answer', () => {
  it.each([
    ["que significa este error? TypeError: Cannot read properties of undefined (reading 'map') at App.jsx:23", 'es'],
    ['explain this stack trace:\nTraceback (most recent call last):\n  File "app.py", line 12, in <module>\n    df = pd.read_csv(\'data.csv\')\nFileNotFoundError: [Errno 2] No such file or directory: \'data.csv\'', 'en'],
    ["what does this error mean? ModuleNotFoundError: No module named 'requests'", 'en'],
    ['my docker container keeps exiting with code 137, what does that mean', 'en'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/diagnostica y resuelve errores|diagnoses and fixes errors/);
    expect(prompt).not.toMatch(/divulgador|science communicator|language teacher|profesor de lengua/);
    // The error is given: nothing to paste.
    expect(prompt).not.toMatch(/\[pega aquí|\[paste /);
  });

  it.each([
    ['explicame este stack trace que me sale al correr la app', 'es', /\[pega aquí el mensaje de error completo/],
    ['can you explain this traceback i got from django', 'en', /\[paste the (?:traceback|full error message)/],
  ] as const)('a trace referred to and not pasted gets its slot: "%s"', async (request, language, slot) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/diagnostica y resuelve errores|diagnoses and fixes errors/);
    expect(prompt).toMatch(slot);
  });
});

describe("names for a variable, a function or a class follow the code's conventions, not a brand's", () => {
  it.each([
    ['ayudame a ponerle nombre a una variable que guarda la cantidad de usuarios activos en los ultimos 30 dias', 'es'],
    ['nombres para una clase de java que maneja los pagos con tarjeta', 'es'],
    ['better names for these functions: doStuff(), handle2(), processData()', 'en'],
    ['what should i name a function that checks if a user has paid, in python', 'en'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/elige nombres claros para variables|picks clear names for variables/);
    expect(prompt).not.toMatch(/branding|memorables|memorable|fáciles de pronunciar|easy to say/);
  });

  it('the names of a business are still a brand\'s: "ideas de nombres para mi app de recetas"', async () => {
    expect(await improve('ideas de nombres para mi app de recetas', 'es')).toMatch(/branding y naming/);
  });
});

describe('a system design question is an architecture with its requirements, scale and trade-offs, not the generic answer', () => {
  it.each([
    ['como diseñarias un sistema tipo uber? diseño de sistemas para entrevista', 'es'],
    ['necesito la arquitectura de una app de delivery con microservicios, para 50 mil pedidos al dia', 'es'],
    ['system design: how would you design a url shortener that handles 10k requests per second', 'en'],
    ['how would you design a chat app like whatsapp for 1 million users', 'en'],
  ] as const)('"%s"', async (request, language) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(/arquitecto de software|software architect/);
    expect(prompt).toMatch(/requisitos funcionales y no funcionales|functional and non-functional requirements/);
    expect(prompt).not.toMatch(generic);
  });
});

describe('a commit message is its subject line and body, and a dashboard its metrics, charts and filters in the tool named', () => {
  it.each([
    ['write a commit message for these changes: renamed user service, fixed null check in login, added tests', 'en', /Format: the subject line; a blank line; the body/],
    ['hazme el mensaje de commit: arregle el bug del carrito y actualice dependencias', 'es', /Formato: la línea de asunto; una línea en blanco; el cuerpo/],
    ['quiero hacer un dashboard en power bi con las ventas por region y por mes', 'es', /analista de datos que diseña dashboards/],
    ['build me a dashboard in looker studio for our marketing spend vs signups', 'en', /data analyst who designs clear dashboards/],
  ] as const)('"%s"', async (request, language, shape) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(shape);
    expect(prompt).not.toMatch(generic);
  });
});
