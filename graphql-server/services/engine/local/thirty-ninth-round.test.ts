import { describe, expect, it } from 'vitest';
import type { DialogOptions } from '../../../../shared/optimizer-options.ts';
import { improve } from './test-engine.ts';

// The thirty-ninth round (issue 19): content creators in the social-post dialog and on the page with a channel; each class in
// Spanish and English.

const dialog = (platform: DialogOptions['platform'], tone: DialogOptions['tone']) => ({ kind: 'dialog' as const, platform, tone });

describe('a label of a few borrowed words before the colon or alone keeps the request in its language', () => {
  it.each([
    ['post de linkedin: dejo mi trabajo en BBVA despues de 6 años y empiezo en una startup de fintech', dialog('LinkedIn', 'Professional')],
    ['post de linkedin: dejo mi trabajo en BBVA despues de 6 años y empiezo en una startup de fintech', {}],
    ['mi rutina de skincare', dialog('TikTok', 'Casual')],
    ['tips de skincare', {}],
  ] as const)('"%s" is answered in Spanish', async (request, options) => {
    const prompt = await improve(request, 'es', options);
    expect(prompt).toMatch(/^Actúa como|Tarea:/);
    expect(prompt).not.toMatch(/Act as|Task:|Responde en rumano/);
  });
  it('"post for linkedin" stays in English', async () => {
    expect(await improve('post for linkedin', 'en')).toMatch(/^Act as/);
  });
});

describe('in the social dialog a routine the creator has is the post subject, not a plan to follow', () => {
  it.each([
    ['mi rutina de skincare', 'es', dialog('TikTok', 'Casual'), /Escribe el texto completo, listo para publicar\. Adapta el resultado a TikTok/, /plan concreto|planificador/],
    ['mi rutina de gym como mamá de dos', 'es', dialog('Instagram Reels', 'Inspirational'), /listo para publicar\. Adapta el resultado a Instagram Reels/, /plan concreto|planificador/],
    ['my morning routine as a nurse on night shifts', 'en', dialog('TikTok', 'Casual'), /ready to publish\. Tailor the result to TikTok/, /timetable|realistic plan/],
    ['our weekend routine with 3 kids', 'en', dialog('Instagram Reels', 'Humorous'), /ready to publish\. Tailor the result to Instagram Reels/, /timetable|realistic plan/],
  ] as const)('"%s"', async (request, language, options, post, plan) => {
    const prompt = await improve(request, language, options);
    expect(prompt).toMatch(post);
    expect(prompt).not.toMatch(plan);
  });
});

describe('in the social dialog a reply to a comment is replies in the creator voice, not a video script or a business answer', () => {
  it.each([
    ["responde a este comentario con humor: 'eso lo hace cualquiera'", 'es', dialog('TikTok', 'Humorous'), /opciones de respuesta/, /guion de vídeo|atención al cliente/],
    ['como respondo a un comentario que dice que mis precios son un robo?', 'es', dialog('Instagram Reels', 'Professional'), /opciones de respuesta/, /atención al cliente|firma con el nombre del negocio/],
    ["reply to this comment in a funny way: 'my 5 year old could do that'", 'en', dialog('TikTok', 'Humorous'), /reply options/, /video script|customer-care/],
    ['how do i reply to a comment saying my course is a scam', 'en', dialog('Instagram Reels', 'Professional'), /reply options/, /customer-care|business's name/],
  ] as const)('"%s"', async (request, language, options, reply, wrong) => {
    const prompt = await improve(request, language, options);
    expect(prompt).toMatch(reply);
    expect(prompt).not.toMatch(wrong);
  });
});

describe('a carousel is a post laid out slide by slide, with its count of slides or not, never a talk deck', () => {
  it.each([
    ['carrusel de 7 slides sobre como ahorrar en el super', 'es', dialog('Instagram Reels', 'Educational'), /diapositiva por diapositiva: la primera, un gancho/],
    ['hazme un carrusel para linkedin con 5 slides sobre productividad', 'es', { channel: 'Social Media' as const }, /diapositiva por diapositiva: la primera, un gancho/],
    ['carousel with 6 slides on how to negotiate your salary', 'en', dialog('LinkedIn', 'Educational'), /slide by slide: the first slide a hook/],
    ['linkedin carousel, 8 slides, on mistakes junior devs make', 'en', { channel: 'Social Media' as const }, /slide by slide: the first slide a hook/],
  ] as const)('"%s"', async (request, language, options, carousel) => {
    const prompt = await improve(request, language, options);
    expect(prompt).toMatch(carousel);
    expect(prompt).not.toMatch(/notas para el ponente|notes for the presenter|speaker notes/);
  });
});

describe('a hook asked for is the opening lines only, not ideas for whole videos', () => {
  it.each([
    ['solo necesito el hook para un video de mi rutina de mañana, algo q enganche en los primeros 3 segundos', 'es', dialog('TikTok', 'Humorous'), /Formato: solo los ganchos, sin guion/],
    ['necesito un gancho para un reel sobre los 3 errores que cometí al abrir mi tienda online', 'es', { channel: 'Social Media' as const }, /Formato: solo los ganchos, sin guion/],
    ['just the hook pls, video about quitting my 9-5 to do pottery full time', 'en', dialog('TikTok', 'Inspirational'), /Format: only the hooks, no script/],
    ['give me 3 hooks for a video on meal prep', 'en', {}, /Format: only the hooks, no script/],
  ] as const)('"%s"', async (request, language, options, hooks) => {
    const prompt = await improve(request, language, options);
    expect(prompt).toMatch(hooks);
    expect(prompt).not.toMatch(/10 ideas|una idea por línea|one idea per line/);
  });
});

describe('a business name given in single quotes is the name: no slot asks for it', () => {
  it.each([
    ["dame 5 ideas de reels para mi cafeteria 'La Molienda' en Medellín", 'es', dialog('Instagram Reels', 'Casual'), /\[nombre de tu cafeteria\]/],
    ['post para mi floristería ‘Flor de Lis’ por el día de la madre', 'es', dialog('Facebook', 'Inspirational'), /\[nombre de tu floristería\]/],
    ["post for my bakery 'Sweet Crumbs' about our new sourdough", 'en', dialog('Facebook', 'Casual'), /\[the name of your bakery\]/],
    ["3 reel ideas for my barbershop 'Fade Factory' in Leeds", 'en', dialog('Instagram Reels', 'Humorous'), /\[the name of your barbershop\]/],
  ] as const)('"%s"', async (request, language, options, slot) => {
    const prompt = await improve(request, language, options);
    expect(prompt).not.toMatch(slot);
  });
});
