/**
 * SQL that generates a large synthetic library in the database itself: sending 100,000 rows from
 * Node would measure the driver, not the search, and take far longer.
 *
 * Prompts are composed from word lists in each language, so full-text search sees real Spanish and
 * English words (accents included) with a believable spread: each topic word appears in a few per
 * cent of the prompts, each generic word in a quarter or so, like a real library's vocabulary.
 */

interface Vocabulary {
  language: 'es' | 'en';
  /** Subject words: two per prompt, each in ~4% of the prompts of the language. */
  topics: string[];
  /** Generic prompt-writing words: many per prompt. */
  general: string[];
  /** Openings of titles ("Guía de …"). */
  leads: string[];
  audiences: string[];
  tones: string[];
  /** The sentence skeleton around the picked words; $topic1, $general3, … are replaced. */
  template: { title: string; content: string };
}

const spanish: Vocabulary = {
  language: 'es',
  topics: [
    'marketing', 'campaña', 'análisis', 'estrategia', 'contenido', 'ventas', 'programación', 'diseño',
    'investigación', 'comunicación', 'presupuesto', 'negocio', 'página', 'redacción', 'métricas', 'guion',
    'vídeo', 'correo', 'reunión', 'información', 'código', 'función', 'aplicación', 'lección',
    'artículo', 'producción', 'gestión', 'educación', 'finanzas', 'inversión', 'facturación', 'logística',
    'atención', 'cliente', 'posicionamiento', 'búsqueda', 'publicación', 'audiencia', 'tendencia', 'imagen',
    'presentación', 'entrevista', 'evaluación', 'planificación', 'productividad', 'hábito', 'emprendimiento', 'precio',
  ],
  general: [
    'lista', 'tabla', 'resumen', 'ejemplos', 'pasos', 'preguntas', 'objetivos', 'errores', 'ideas', 'consejos',
    'plantilla', 'borrador', 'esquema', 'calendario', 'checklist', 'guía', 'propuesta', 'informe', 'mensaje', 'titulares',
    'beneficios', 'riesgos', 'prioridades', 'indicadores', 'conclusiones', 'variantes', 'respuestas', 'tareas', 'secciones', 'párrafos',
    'detallada', 'breve', 'concreta', 'práctica', 'clara', 'completa', 'semanal', 'mensual', 'inicial', 'final',
  ],
  leads: ['Guía de', 'Plan de', 'Estrategia de', 'Checklist de', 'Plantilla de', 'Análisis de', 'Ideas de', 'Mejora de'],
  audiences: ['pymes', 'estudiantes', 'startups', 'autónomos', 'tiendas online', 'equipos', 'docentes', 'agencias', 'freelancers', 'consultores'],
  tones: ['profesional', 'cercano', 'didáctico', 'persuasivo', 'formal', 'directo'],
  template: {
    title: '$lead $topic1 para $audience',
    content:
      'Actúa como experto en $topic1. Necesito una $general1 $general2 sobre $topic2 para $audience. ' +
      'Incluye $general3, $general4 y $general5, con $general6 y $general7 de cada punto. ' +
      'Usa un tono $tone y termina con $general8 y $general9 para revisar el $topic1.',
  },
};

const english: Vocabulary = {
  language: 'en',
  topics: [
    'marketing', 'campaign', 'analysis', 'strategy', 'content', 'sales', 'programming', 'design',
    'research', 'communication', 'budget', 'business', 'landing', 'copywriting', 'metrics', 'script',
    'video', 'email', 'meeting', 'report', 'code', 'function', 'application', 'lesson',
    'article', 'production', 'management', 'education', 'finance', 'investment', 'invoicing', 'logistics',
    'support', 'customer', 'ranking', 'search', 'newsletter', 'audience', 'trend', 'branding',
    'presentation', 'interview', 'evaluation', 'planning', 'productivity', 'habit', 'startup', 'pricing',
  ],
  general: [
    'list', 'table', 'summary', 'examples', 'steps', 'questions', 'goals', 'mistakes', 'ideas', 'tips',
    'template', 'draft', 'outline', 'calendar', 'checklist', 'guide', 'proposal', 'review', 'message', 'headlines',
    'benefits', 'risks', 'priorities', 'indicators', 'conclusions', 'variants', 'answers', 'tasks', 'sections', 'paragraphs',
    'detailed', 'short', 'concrete', 'practical', 'clear', 'complete', 'weekly', 'monthly', 'initial', 'final',
  ],
  leads: ['Guide to', 'Plan for', 'Strategy for', 'Checklist for', 'Template for', 'Analysis of', 'Ideas for', 'Better'],
  audiences: ['small businesses', 'students', 'startups', 'freelancers', 'online stores', 'teams', 'teachers', 'agencies', 'consultants', 'creators'],
  tones: ['professional', 'friendly', 'didactic', 'persuasive', 'formal', 'direct'],
  template: {
    title: '$lead $topic1 for $audience',
    content:
      'Act as an expert in $topic1. I need a $general1 $general2 about $topic2 for $audience. ' +
      'Include $general3, $general4 and $general5, with $general6 and $general7 for each point. ' +
      'Use a $tone tone and finish with $general8 and $general9 to review the $topic1.',
  },
};

const vocabularies = [spanish, english];

/** A SQL string literal (the word lists are constants, but quoting keeps them safe to edit). */
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (words: string[]) => `ARRAY[${words.map(literal).join(', ')}]::text[]`;

/**
 * A deterministic pseudo-random element of the array column `list` for row `g.i`; `slot` makes the
 * picks of one row independent of each other. hashint4 spreads consecutive numbers evenly, and the
 * mask keeps the result non-negative (abs() fails on the smallest int).
 */
const pick = (list: string, slot: number) =>
  `w.${list}[1 + (hashint4(g.i * 16 + ${slot}) & 2147483647) % cardinality(w.${list})]`;

/** Turns a template into a SQL concatenation of its literal parts and picked words. */
function composeSql(template: string): string {
  const slots: Record<string, string> = {
    $lead: pick('leads', 0),
    $topic1: pick('topics', 1),
    $topic2: pick('topics', 2),
    $audience: pick('audiences', 3),
    $tone: pick('tones', 4),
  };
  for (let n = 1; n <= 9; n++) slots[`$general${n}`] = pick('general', 4 + n);
  const parts = template.split(/(\$[a-z]+\d?)/).filter((part) => part !== '');
  return parts.map((part) => slots[part] ?? literal(part)).join(' || ');
}

/** The template differs per language, so each one is chosen with a CASE on the row's language. */
function perLanguage(field: 'title' | 'content'): string {
  const branches = vocabularies.map((v) => `WHEN ${literal(v.language)} THEN ${composeSql(v.template[field])}`);
  return `CASE w.language ${branches.join(' ')} END`;
}

/**
 * Inserts `count` library prompts (no owner): languages alternate es/en by row, every third one is
 * Premium. Returns one INSERT … SELECT over generate_series.
 */
export function insertPromptsSql(count: number): string {
  const words = vocabularies
    .map(
      (v) =>
        `(${literal(v.language)}, ${textArray(v.topics)}, ${textArray(v.general)}, ${textArray(v.leads)}, ` +
        `${textArray(v.audiences)}, ${textArray(v.tones)})`,
    )
    .join(',\n      ');
  return `
    INSERT INTO "Prompt" ("title", "content", "language", "isPremium", "updatedAt")
    SELECT ${perLanguage('title')},
           ${perLanguage('content')},
           w.language::"Language",
           g.i % 3 = 0,
           now()
    FROM generate_series(1, ${Number(count)}) AS g(i)
    JOIN (VALUES
      ${words}
    ) AS w(language, topics, general, leads, audiences, tones)
      ON w.language = CASE WHEN g.i % 2 = 1 THEN 'es' ELSE 'en' END
    ORDER BY g.i`;
}

/** Links every generated prompt (those without a seed key) to one of the categories, round robin. */
export const linkPromptsSql = `
  INSERT INTO "PromptCategory" ("promptId", "categoryId", "position")
  SELECT p."id", c.ids[1 + p."id" % cardinality(c.ids)], p."id"
  FROM "Prompt" p, (SELECT array_agg("id" ORDER BY "id") AS ids FROM "Category") c
  WHERE p."seedKey" IS NULL AND p."ownerId" IS NULL`;
