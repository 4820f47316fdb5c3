import { describe, expect, it } from 'vitest';
import { improve, optimize } from './test-engine.ts';

// Options against the text, mixed languages and messages between people (issue 19, thirty-fifth round): each class in Spanish and English.

describe('a message, a note or a text named without an article is a message to send, not the generic answer', () => {
  it.each([
    ['mensaje para poner limites a mi suegra que viene sin avisar a casa', 'es', /Escribe el mensaje completo, listo para enviar/],
    ['mensaje al grupo de padres del cole avisando que la excursion del jueves se cancela', 'es', /Escribe el mensaje completo, listo para enviar/],
    ['nota para mi vecino del 3B pidiendo que baje la musica despues de las 11', 'es', /Escribe el mensaje completo, listo para enviar/],
    ['note to my neighbor about their dog barking all day while they are at work', 'en', /Write the complete message, ready to send/],
    ["text my friend Leo that I can't lend him my car this weekend", 'en', /Write the complete message, ready to send/],
  ] as const)('"%s"', async (request, language, message) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(message);
    expect(prompt).not.toMatch(/Da una respuesta completa|Give a complete answer/);
  });

  it('the names and details given in passing are kept, with no slot for them', async () => {
    const prompt = await improve('nota para mi vecino del 3B pidiendo que baje la musica despues de las 11');
    expect(prompt).toContain('3B');
    expect(prompt).not.toMatch(/\[nombre/);
  });

  it('study notes for an exam are no note to a person', async () => {
    expect(await improve('notas para mi examen de historia')).not.toMatch(/listo para enviar/);
  });
});

describe('"help me say no to…" and asking someone else to fix a thing are how to deal with a person, not the fallback or a repair', () => {
  it.each([
    ["help me say no to my boss asking me to work this saturday, I have my son's recital", 'en', /Give me concrete steps for my case/],
    ['ayudame a decirle que no a mi jefe que me pide trabajar el sabado', 'es', /Dame pasos concretos para mi caso/],
    ['how do I ask my landlord to fix the heater? he only speaks spanish', 'en', /Give me concrete steps for my case/],
    ['como le pido a mi casero que venga a arreglar la caldera', 'es', /Dame pasos concretos para mi caso/],
  ] as const)('"%s"', async (request, language, steps) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(steps);
    expect(prompt).not.toMatch(/handyman|manitas/);
  });

  it('a repair the user does stays a repair', async () => {
    expect(await improve('how do i fix a leaking faucet', 'en')).toMatch(/handyman/);
    expect(await improve('como arreglo la cisterna del vater que no para de echar agua')).toMatch(/manitas/);
  });
});

describe('a plain message under the Email option is an email; one by WhatsApp stays a chat message', () => {
  it('"mensaje a mi casera…" under the Email channel is an email (es)', async () => {
    const prompt = await improve('mensaje a mi casera Mercedes diciendo que el calentador lleva una semana roto y necesito que lo arregle ya', 'es', { channel: 'Email' });
    expect(prompt).toMatch(/Escribe el correo completo/);
    expect(prompt).toContain('Mercedes');
  });

  it('"message to my landlord…" under Email Writing is an email (en)', async () => {
    expect(await improve('message to my landlord saying the heater has been broken for a week', 'en', { taskType: 'Email Writing' })).toMatch(/Write the complete email/);
  });

  it('a WhatsApp under the Email channel stays a WhatsApp, and a message with no option a message', async () => {
    expect(await improve('whatsapp a mi casera diciendo que el calentador esta roto', 'es', { channel: 'Email' })).toMatch(/Escribe el mensaje completo/);
    expect(await improve('mensaje a mi casera diciendo que el calentador esta roto')).toMatch(/Escribe el mensaje completo/);
  });
});

describe('a thing the user owns named in another language is no person with a name and a role', () => {
  it('"mi brand de ropa" gets no "[nombre y cargo…]" (es)', async () => {
    expect(await improve('dame ideas de content para mi brand de ropa, algo aesthetic')).not.toMatch(/nombre y cargo/);
  });

  it('"my jefe" gets no "[your jefe\'s name and role]" (en)', async () => {
    expect(await improve('write an email to my jefe asking for friday off', 'en')).not.toMatch(/jefe's name and role/);
  });

  it('a boss named in the prompt\'s language still gets the slot', async () => {
    expect(await improve('necesito un correo para mi jefe pidiendo el viernes libre')).toMatch(/\[nombre y cargo de tu jefe\]/);
  });
});

describe('the explanation names every slot it left, however long', () => {
  it('a cover letter\'s experience slot is named, not left blank (en)', async () => {
    const { explanation } = await optimize('a cover letter for a junior data analyst job', 'en', { detailLevel: 'Low' });
    expect(explanation).not.toMatch(/left {2}for you/);
    expect(explanation).toMatch(/left \[your relevant experience/);
  });

  it('and in Spanish (es)', async () => {
    const { explanation } = await optimize('una carta de presentacion para un trabajo de analista', 'es', { detailLevel: 'Low' });
    expect(explanation).toMatch(/dejé \[tu experiencia/);
  });
});

describe('Copywriting agrees with the texts that present or sell a business: no conflict is reported', () => {
  it('a shop description under Copywriting (es)', async () => {
    const { explanation } = await optimize('descripcion para mi tienda online de velas artesanales', 'es', { taskType: 'Copywriting', customTone: 'Persuasive' });
    expect(explanation).not.toMatch(/Tipo de tarea: elegiste/);
  });

  it('an about-us page under Copywriting (en)', async () => {
    const { explanation } = await optimize('write the about us page for my bakery', 'en', { taskType: 'Copywriting' });
    expect(explanation).not.toMatch(/Task type: you chose/);
  });
});
