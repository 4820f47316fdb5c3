import { describe, expect, it } from 'vitest';
import { improve } from './test-engine.ts';

// Selling, running a small business and office work: requests the engine answered with another deliverable, the generic
// answer or a role that did not fit (issue 19, twenty-ninth round), found by reading a fresh set (80) as the shop owner,
// seller or office worker who typed it; each class in Spanish and English.

describe('notes turned into meeting minutes are minutes, whatever review word the notes contain', () => {
  it.each([
    ['pasame esto a acta de reunion: reunion lunes, estuvieron juan, maria y pedro. se decidio cambiar proveedor de cajas, pedro revisa inventario', 'es', /Actúa como un secretario de reuniones/, /lista de problemas|revisor/],
    ['haz el acta con estas notas: revisión del presupuesto anual, asistieron Laura y Andrés, se aprobó contratar a un diseñador', 'es', /Actúa como un secretario de reuniones/, /Da una respuesta completa|revisor/],
    ['turn these notes into meeting minutes: q3 review, attendees sam lisa tom, revenue up 5%, tom fix crm by oct 1', 'en', /Act as a meeting secretary/, /list of the problems|reviewer/],
    ['write up the minutes from this: budget review meeting, present: joe, amy. agreed to cut ads spend 10%', 'en', /Act as a meeting secretary/, /Give a complete answer|reviewer/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(wrong);
  });

  it('"revisa este acta: …" still reviews the minutes given', async () => {
    expect(await improve('revisa esta acta y dime qué falta: reunión del 3 de mayo, asistentes Ana y Luis, se acordó subir precios')).not.toMatch(/secretario de reuniones que redacta/);
  });
});

describe('a loyalty or referral programme for the user\'s business is its design for customers, not code', () => {
  it.each([
    ['quiero armar un programa de fidelizacion para mi cafeteria, tipo tarjeta de puntos, dame ideas', 'es', /Actúa como un especialista en fidelización de clientes/, /desarrollador de software|Lenguaje y versión|bloque de código/],
    ['diseña un programa de puntos para los clientes de mi peluquería', 'es', /Actúa como un especialista en fidelización de clientes/, /desarrollador de software|Lenguaje y versión|bloque de código/],
    ['come up with a loyalty program for my small coffee shop', 'en', /Act as a customer-retention specialist/, /software developer|programming language|code block/],
    ['design a referral program for my cleaning business, i want clients to bring friends', 'en', /Act as a customer-retention specialist/, /software developer|programming language|code block/],
  ] as const)('"%s"', async (request, language, role, wrong) => {
    const prompt = await improve(request, language);
    expect(prompt).toMatch(role);
    expect(prompt).not.toMatch(wrong);
  });

  it('a program in a programming language that counts loyalty points is still code', async () => {
    expect(await improve('haz un programa en python que calcule los puntos de fidelidad de cada cliente')).toMatch(/Actúa como un desarrollador de software sénior/);
    expect(await improve('write a program that tracks loyalty points for customers', 'en')).toMatch(/Act as a senior software developer/);
  });
});
