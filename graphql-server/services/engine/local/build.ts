import type { Language } from '../../../../shared/languages.ts';
import type { Audience, Channel, CustomTone, DetailLevel, DialogTone, OptimizeOptions, Platform, TaskType } from '../../../../shared/optimizer-options.ts';
import type { LibraryReference } from '../types.ts';
import { allWords, emailPurposes, packPattern, promptPhrases, vocabularies, type EmailPurpose, type Everyday, type QuizVariant, type SectionName, type ShapeWords, type StillPost } from './catalog.ts';
import { requestKeywords } from '../do-no-harm.ts';
import { detectElements, elementNames, type ElementName, type PromptElements } from './elements.ts';
import { bioPlatformPatterns } from './platform-limits.ts';
import { everydayOf, everydayWords, namesEveryday } from './everyday.ts';
import { greetingOnlyLanguage } from './language.ts';
import { changesAsked, followUpOf, type FollowUp } from './follow-ups.ts';
import { questionsInChat, standingRoleOf, type StandingRole } from './standing-roles.ts';
import { channelFits, kindFromOptions, kindFromText, givenMaterialKinds, selfFormattedKinds, type TaskKind } from './task-kinds.ts';
import { instructionOf, splitSentences, tidySentence, wordPattern, words } from './text.ts';

/** One change the optimizer made, rendered in the reader's language by the explanation. */
export type Change =
  | { type: 'role'; text: string }
  | { type: 'precision'; text: string }
  | { type: 'count'; count: number; noun: string }
  | { type: 'platform'; platform: Platform }
  | { type: 'context'; placeholders: string[] }
  | { type: 'contextSlot'; placeholder: string }
  | { type: 'material'; placeholder: string }
  | { type: 'slot'; placeholders: string[] }
  | { type: 'audience'; text: string }
  | { type: 'tone'; text: string; fromOption: boolean }
  | { type: 'format'; text: string }
  | { type: 'length'; text: string }
  | { type: 'constraints'; count: number }
  | { type: 'staysInRole'; count: number }
  | { type: 'steps'; count: number }
  | { type: 'checks'; count: number }
  | { type: 'exampleSlot' }
  | { type: 'slotsSkipped' }
  | { type: 'askFirst' }
  | { type: 'kept'; elements: ElementName[]; phrases: Partial<Record<ElementName, string>>; size?: string; greeting?: string; facts?: string[] }
  | { type: 'alreadyGood'; elements: ElementName[] }
  | { type: 'optionConflict'; taskType: TaskType; kind: TaskKind; named?: string }
  | { type: 'optionNotApplied'; element: 'tone' | 'audience'; option: Audience | CustomTone | DialogTone; phrase: string }
  | { type: 'platformConflict'; chosen: Platform; named?: string; kind?: TaskKind; stillPost?: StillPost }
  | { type: 'channelConflict'; channel: Channel; kind: TaskKind }
  | { type: 'reference'; title: string }
  | { type: 'injection'; text: string }
  | { type: 'structure'; detail: DetailLevel };

export interface BuiltPrompt {
  prompt: string;
  changes: Change[];
  kind: TaskKind;
  /** The everyday deliverable the request names (a recipe, a comparison), whose kind is 'general'. */
  everyday?: Everyday;
  /** How many things the prompt now asks for, when the user's text did not say. */
  count?: number;
  /** The library prompt (OptimizeRequest.references) whose rules were drawn on. */
  basedOnReferenceId?: number;
}

// The order of the improved prompt's sections.
/** One shape-words entry of every language pack, as one alternation. */
const shapeWords = (pick: (words: ShapeWords) => string): string => allWords((vocabulary) => pick(vocabulary.shapeWords));

const sectionOrder: SectionName[] = ['role', 'task', 'material', 'context', 'audience', 'tone', 'format', 'length', 'constraints', 'include', 'examples', 'steps', 'checks'];
// Sections written as a list rather than one paragraph.
const listSections: ReadonlySet<SectionName> = new Set(['constraints', 'include', 'steps', 'checks']);
// Deliverables whose precision line asks for "the complete" one: several asked for are each complete.
const singleDeliverableKinds: ReadonlySet<TaskKind> = new Set(['email', 'message', 'social', 'article', 'script', 'letter']);
// Deliverables about the user's business, where its name, place and strength shape the text; a
// policy, code or a summary of the user's text needs none of them.
const ownedDetailKinds: ReadonlySet<TaskKind> = new Set(['ideas', 'email', 'letter', 'message', 'speech', 'presentation', 'social', 'article', 'plan', 'naming', 'copy', 'script', 'general']);
const threadPattern = wordPattern(shapeWords((words) => words.thread));
// Deliverables made up by design: "do not make up facts about my case" and "no generic advice" do not fit them.
const inventiveKinds: ReadonlySet<TaskKind> = new Set(['poem', 'story', 'naming']);
const inventiveEveryday: ReadonlySet<Everyday> = new Set(['lyrics', 'jokes', 'imagePrompt', 'learnerText', 'textTitles', 'roleplay', 'dialogueScene', 'plotIdeas', 'fixedFormPoem', 'standUp', 'screenplay', 'writingPrompts', 'descriptivePassage', 'riddles', 'stagePlay', 'diaryEntry', 'rpgAdventure', 'gameDesign', 'pickupLines', 'treasureHunt']);
// Everyday deliverables that are creative writing: the Creative Writing option agrees with them.
// Texts that sell or present a business: what Copywriting is for.
const copyEveryday: ReadonlySet<Everyday> = new Set(['aboutPage', 'menuCopy', 'salesPitch', 'promoEmail', 'jobPost', 'flyer', 'searchAd', 'seoMeta', 'socialBio', 'pressRelease', 'priceIncrease', 'newsletter']);
const creativeEveryday: ReadonlySet<Everyday> = new Set(['lyrics', 'rapVerse', 'childMystery', 'childStory', 'dialogueScene', 'plotIdeas', 'fixedFormPoem', 'rhymes', 'standUp', 'screenplay', 'writingPrompts', 'descriptivePassage', 'riddles', 'stagePlay', 'diaryEntry', 'rpgAdventure', 'gameDesign', 'pickupLines', 'treasureHunt']);
// Kinds that work on the user's material: a summary, a translation, a review of something given.
const materialKinds: ReadonlySet<TaskKind> = new Set(['summary', 'translation', 'review']);
const namePattern = wordPattern(shapeWords((words) => words.naming));
const dataShapePattern = new RegExp(`^(?:${allWords((vocabulary) => vocabulary.elementWords.dataShapes)})$`);
const singleCountPattern = new RegExp(`^(?:1|${shapeWords((words) => words.single)})[\\s-]`);
/** "two-paragraph", "300 palabras": the count is of the answer's units (tweets are each a deliverable). */
const measuresOne = (size: string) => {
  const unit = size.toLowerCase().split(/[\s-]+/)[1] ?? '';
  return lengthUnitPattern.test(unit) && !tweetPattern.test(unit);
};
const lengthUnitPattern = new RegExp(`^(?:${allWords((vocabulary) => vocabulary.outputUnits)})$`);

// Kinds whose whole answer is the shape the user names ("a table", "action items"): it replaces their generic line.
const shapedByNameKinds: ReadonlySet<TaskKind> = new Set(['summary', 'analysis', 'general']);
const quizVariantPatterns = (Object.keys(vocabularies.es.quizVariants) as Exclude<QuizVariant, 'test'>[]).map(
  (variant) => [variant, packPattern((vocabulary) => vocabulary.quizVariants[variant])] as const,
);

/** Which questions or practice material the LOWER-CASED request asks for: the one named first, a quiz when none is. */
function quizVariantOf(lowerText: string): QuizVariant {
  const named = quizVariantPatterns.map(([variant, pattern]) => ({ variant, index: pattern.exec(lowerText)?.index ?? -1 })).filter((one) => one.index >= 0);
  return named.sort((a, b) => a.index - b.index)[0]?.variant ?? 'test';
}

/** A placeholder left for the user: "[nombre de tu cafetería]". */
export const placeholderPattern = /\[[^\]\n]{2,80}\]/g;

const descriptionPattern = wordPattern(`${shapeWords((words) => words.description)}|${shapeWords((words) => words.profileText)}`);
const videoWordPattern = wordPattern('youtube|tik ?tok|v[íi]deos?|reels?|shorts?');
const videoNounPattern = wordPattern(`v[íi]deos?|reels?|shorts?|${shapeWords((words) => words.episodes)}`);
const descriptionOnlyPattern = wordPattern(shapeWords((words) => words.description));
const videoPlatforms: ReadonlySet<Platform> = new Set(['TikTok', 'YouTube Shorts', 'Instagram Reels']);

const raisePattern = wordPattern(shapeWords((words) => words.raise));
const targetLanguagePattern = wordPattern(shapeWords((words) => words.targetLanguage));
// A count of the parts a user states too ("3 to 5 bullet points", "una o dos frases").
const numberInFormat = wordPattern(
  `(?:\\d+|${shapeWords((words) => words.formatCountNumbers)})(?: (?:${shapeWords((words) => words.rangeJoiners)}) (?:\\d+|${shapeWords((words) => words.formatCountRangeEnds)}))? (?:${shapeWords((words) => words.formatCountUnits)})`,
);
// A size too small for a format of several parts (a 150-character bio has no room for paragraphs,
// a call to action and hashtags): up to 300 characters or 60 words.
const smallSizePattern = new RegExp(`(\\d+)\\s*(${shapeWords((words) => words.smallSizeUnits)})`);

function isSmallSize(statedSize: string | undefined, maxCharacters = 300, maxWords = 60): boolean {
  const match = statedSize && smallSizePattern.exec(statedSize.toLowerCase());
  if (!match) return false;
  const amount = Number(match[1]);
  if (/^(caracteres|characters|chars)$/.test(match[2])) return amount <= maxCharacters;
  // A few sentences or lines ("a horror story in exactly 2 sentences") leave no room for paragraphs or a title.
  if (/^(frases|oraciones|sentences|l[íi]neas|lines)$/.test(match[2])) return amount <= 5;
  return amount <= maxWords;
}
const platformlessKinds: ReadonlySet<TaskKind> = new Set([
  'listing',
  'email',
  'letter',
  'message',
  'code',
  'summary',
  'translation',
  'analysis',
  'research',
  'essay',
  'speech',
  'presentation',
]);
// A line of code in the prompt: its language is there to see.
const pastedCodePattern = /[{};]\s*$|=>|^\s*(?:def|function|class|import|public|fn|func|const|let|var|#include)\s/m;
const tweetPattern = wordPattern(`${shapeWords((words) => words.tweets)}|twitter`);
const tablePattern = wordPattern(shapeWords((words) => words.tables));
const nonTextPattern = packPattern((vocabulary) => vocabulary.nonTextThings);
const followUpKinds: ReadonlySet<TaskKind> = new Set(['message', 'email', 'letter']);
const followUpPattern = packPattern((vocabulary) => vocabulary.followUp);
const numberPattern = wordPattern(`\\d+|${allWords((vocabulary) => vocabulary.numberWords)}`);
// A formula's table or column ("tengo una tabla de gastos, quiero una fórmula…") is what it works on, not the answer's shape.
const shapeNamingEveryday: ReadonlySet<Everyday> = new Set(['outline', 'spreadsheet', 'formula', 'minutes', 'actionItems', 'checklist', 'howTo', 'healthHowTo', 'toolHowTo', 'peopleHowTo', 'mathProblem', 'invoice', 'recommendations', 'priceList', 'rubric', 'behaviourChart']);
const linkedinHeadlinePattern = packPattern((vocabulary) => vocabulary.linkedinHeadline);
const cvMaterialPattern = packPattern((vocabulary) => vocabulary.cvMaterial);
const professionalProfilePattern = packPattern((vocabulary) => vocabulary.professionalProfile);
const occasionPattern = packPattern((vocabulary) => vocabulary.occasionOpeners);
const selfDescribedPattern = packPattern((vocabulary) => vocabulary.selfDescribed);
const ownWorkPattern = new RegExp(`(?:^|\\s)(?:${allWords((vocabulary) => vocabulary.possessives)})\\s`);
const abstractPattern = wordPattern(shapeWords((words) => words.abstract));
// Everyday deliverables a review request keeps: those that are themselves a review of what the user gives,
// and a section of the user's thesis ("write the literature review for my thesis" names a section, not a review).
// Reviews to classify are the items labelled, not a text to judge.
const reviewingEveryday: ReadonlySet<Everyday> = new Set(['problemCheck', 'troubleshooting', 'publicReview', 'workReview', 'customerReply', 'academicSection', 'fitGap', 'classification', 'seoMeta']);
// An error given inline, in quotes ("'module not found'"): nothing more to paste.
// Items listed in the request: after a colon, or three or more between commas ("patatas bravas, croquetas de jamón y pulpo").
const listGivenPattern = /:\s*\S|,[^,\n]+,/;
const quotedError = /["'“‘«`][^"'”’»`\n]{3,}["'”’»`]/;
const comicPattern = packPattern((vocabulary) => vocabulary.comicForms);
// An HTTP status ("a 404", "error 500") or an error constant ("ERR_MODULE_NOT_FOUND") in any language; the words for a code are the packs'.
const errorCodePattern = new RegExp(`(?<![\\w.,$€£])[45]\\d\\d(?![\\w.,])|\\berr_[a-z_]+|${packPattern((vocabulary) => vocabulary.errorCodes).source}`);
const errorPointerPattern = packPattern((vocabulary) => vocabulary.errorPointers);
const ownFiguresPattern = packPattern((vocabulary) => vocabulary.ownFigures);
// "a report on climate change for my class": the class reads it; the report is no business of the user's.
const schoolReadersPattern = packPattern((vocabulary) => vocabulary.schoolReaders, 'g');
const toastPattern = packPattern((vocabulary) => vocabulary.toast);
const apologyPattern = packPattern((vocabulary) => vocabulary.apology);
const noSpoilersPattern = packPattern((vocabulary) => vocabulary.noSpoilers);
// "sin spoilers de la segunda mitad": the rule is limited to that part, the words typed right after it.
const spoilerPartPattern = new RegExp(`^\\s+(${allWords((vocabulary) => vocabulary.spoilerPart)})(?![a-zà-ÿ0-9])`);
const chainedPattern = packPattern((vocabulary) => vocabulary.chainedRequest);
const explainAlsoPattern = packPattern((vocabulary) => vocabulary.explainAlso);
const partOfPattern = packPattern((vocabulary) => vocabulary.partOf);
// A correction of a text ("corrige este texto", "proofread my essay"): the mistakes and why, not only the changes.
const correctionPattern = packPattern((vocabulary) => vocabulary.correction);
// "turn these bullet points into a paragraph: - sales up 10%…": the notes given become the form named (group 1).
const reshapePattern = new RegExp(allWords((vocabulary) => vocabulary.reshapeGiven));
const fitReferencePattern = packPattern((vocabulary) => vocabulary.fitReference);
// Deliverables that work on the material they name whatever kind its words are ("compara mi CV con la oferta", "títulos
// para el artículo de abajo", "analyze my situation: …"): the material is theirs to use, not a task of its own.
// Those that measure, title or answer it ("check my essay against the rubric") do not revise it.
// A public reply to a review or comment pasted after the colon ('responde a este comentario negativo en mi instagram: "el pedido llegó roto"') answers it too.
const everydayUsingMaterial: ReadonlySet<Everyday> = new Set(['fitGap', 'textTitles', 'situationAdvice', 'replyAdvice', 'customerReply', 'reviewReply', 'commentReply', 'interviewCoaching']);
const everydayOnMaterial: ReadonlySet<Everyday> = new Set(['troubleshooting', 'codeNaming', 'extraction', 'classification', 'sorting', 'seoMeta', 'actionItems', 'conversion', 'codeExplanation', 'literaryAnalysis', 'noticeSign', 'homework', 'differentiation', 'menuCopy', 'objectionHandling', ...everydayUsingMaterial]);
// Those that read the items given and answer with a label or a field for each: the items are no deliverable of theirs.
const everydayReadingItems: ReadonlySet<Everyday> = new Set(['classification', 'sorting', 'extraction']);
const healthTopicPattern = packPattern((vocabulary) => vocabulary.healthTopics);
const peopleTopicPattern = packPattern((vocabulary) => vocabulary.peopleTopics);
const gettingSomeoneToPattern = packPattern((vocabulary) => vocabulary.gettingSomeoneTo);
const toolNamePattern = packPattern((vocabulary) => vocabulary.toolNames);
// "shorten my speech", "acórtalo, es demasiado largo": the revision is shorter than the original.
const shorteningPattern = packPattern((vocabulary) => vocabulary.shortening);
const lengtheningPattern = packPattern((vocabulary) => vocabulary.lengthening);
// "analyze the lyrics of bohemian rhapsody", "analiza el poema 'Caminante no hay camino' de Machado": a known work, no text to paste.
const workNamedPattern = packPattern((vocabulary) => vocabulary.workNamed);
const quotedTitle = /['"“‘«][^'"”’»\n]{3,}['"”’»]/;
const budgetPattern = new RegExp(allWords((vocabulary) => vocabulary.budgetStated));
const templatePattern = packPattern((vocabulary) => vocabulary.template);
// A template of these is a file or code, not a text with fields to fill in.
const untemplatedEveryday: ReadonlySet<Everyday> = new Set(['spreadsheet', 'invoice', 'imagePrompt', 'aiPrompt', 'assistantInstructions', 'assistantSetup']);
const ingredientsAtHandPattern = new RegExp(allWords((vocabulary) => vocabulary.ingredientsAtHand));
const consequencesPattern = packPattern((vocabulary) => vocabulary.consequences.followed);
const causesPattern = packPattern((vocabulary) => vocabulary.consequences.led);
const alternativesPattern = packPattern((vocabulary) => vocabulary.alternatives);
const postedNoticePattern = packPattern((vocabulary) => vocabulary.postedNotice);
const shownRoutinePattern = packPattern((vocabulary) => vocabulary.shownRoutine);
const petNamedPattern = packPattern((vocabulary) => vocabulary.petNamed);
const coverJobGivenPattern = packPattern((vocabulary) => vocabulary.coverLetterGiven.job);
const coverExperienceGivenPattern = packPattern((vocabulary) => vocabulary.coverLetterGiven.experience);
const pairForShopPattern = packPattern((vocabulary) => vocabulary.pairFor.shop);
const pairForAcademicPattern = packPattern((vocabulary) => vocabulary.pairFor.academic);
const oneIdeaPattern = packPattern((vocabulary) => vocabulary.oneIdea);
const negativeReviewPattern = packPattern((vocabulary) => vocabulary.reviewCase.negative);
const positiveReviewPattern = packPattern((vocabulary) => vocabulary.reviewCase.positive);
const reviewGistPattern = packPattern((vocabulary) => vocabulary.reviewCase.gist);
const commentGistPattern = packPattern((vocabulary) => vocabulary.commentGist);
const storyPostPattern = packPattern((vocabulary) => vocabulary.storyPost);
const hiringPattern = packPattern((vocabulary) => vocabulary.hiring);
const carouselPattern = packPattern((vocabulary) => vocabulary.carousel);
const giveawayPattern = packPattern((vocabulary) => vocabulary.giveaway);
const pinnedCommentPattern = packPattern((vocabulary) => vocabulary.pinnedComment);
/** Which review a LOWER-CASED request replies to, when it says (negative or positive, not both), and whether it says what the review says. */
function reviewCaseOf(lowerText: string): { tone?: 'negative' | 'positive'; gist: boolean } {
  const negative = negativeReviewPattern.test(lowerText);
  const positive = positiveReviewPattern.test(lowerText);
  return { tone: negative === positive ? undefined : negative ? 'negative' : 'positive', gist: reviewGistPattern.test(lowerText) };
}
const summaryHistoryPattern = packPattern((vocabulary) => vocabulary.summaryCases.history);
const summaryStoryPattern = packPattern((vocabulary) => vocabulary.summaryCases.story);
const summaryNonFictionPattern = packPattern((vocabulary) => vocabulary.summaryCases.nonFiction);
// "summarize the key points of the GDPR": a law's rules and what they mean in practice.
const summaryRulesPattern = packPattern((vocabulary) => vocabulary.summaryCases.rules);
const summaryPlotPattern = packPattern((vocabulary) => vocabulary.summaryCases.plot);
const summaryExamPattern = packPattern((vocabulary) => vocabulary.examWords);
const proseUnitPattern = packPattern((vocabulary) => vocabulary.proseUnits);
const marketResearchPattern = packPattern((vocabulary) => vocabulary.marketResearch);
const marketplacePattern = packPattern((vocabulary) => vocabulary.marketplaces);
const channelWordPattern = packPattern((vocabulary) => vocabulary.channelWords);
// A query names its language ("query para contar pedidos por cliente en la tabla orders" is SQL; a GraphQL or Mongo one names it).
const programmingLanguagePattern = wordPattern('python|py|javascript|js|node|typescript|ts|java|c#|c\\+\\+|go|golang|rust|php|ruby|sql|quer(?:y|ies)|kotlin|swift|bash|html|css|react|vba|apps script|powershell|pandas|dataframes?|matplotlib|seaborn|github actions|gitlab ci|excel|google sheets');

/**
 * Rewrites the user's prompt around the elements good prompts have, in the prompt's language. The
 * request is read in `reading` (its typos and chat spellings read as meant, reading.ts) and quoted
 * from `text`, verbatim.
 */
export function buildImprovedPrompt(
  text: string,
  elements: PromptElements,
  options: OptimizeOptions,
  language: Language,
  references: LibraryReference[] = [],
  reading: string = text,
): BuiltPrompt {
  const p = promptPhrases[language];
  const page = options.kind === 'page' ? options : undefined;
  const dialog = options.kind === 'dialog' ? options : undefined;
  const detail: DetailLevel = page?.detailLevel ?? 'Medium';
  const { found } = elements;
  const changes: Change[] = [];
  const optionKind = kindFromOptions(page?.taskType, page?.channel);
  // "write a product description for handmade soy candles" under Social Media is a post that sells the product: only a
  // listing named as one (Amazon, Etsy, "ficha de producto") disagrees with a social channel. The task type decides then,
  // shaped by the channel (copy for social media), as for a request that names no deliverable; in the social dialog, the
  // platform chosen is that channel.
  if (elements.kind === 'listing' && (page?.channel === 'Social Media' || dialog) && !marketplacePattern.test(reading.toLowerCase())) {
    elements = { ...elements, kind: dialog || (optionKind && page?.channel && channelFits(page.channel, optionKind)) ? undefined : 'social' };
  }
  // The deliverable the request names wins over the selected task type (a cover letter stays a
  // letter under "Email Writing"); the option decides when the request names none. "Content
  // Creation" is an umbrella: a tweet or a plan only makes it precise; a marketplace listing is copywriting.
  // An option that works on material ("Summarization") has nothing to work on in a request that
  // gives none and points at none ("give me 6 interview questions"): the request is answered as asked.
  // "make it longer", "otra vez pero más gracioso": a follow-up typed as if inside a chat reworks the AI's previous answer.
  const followUp = dialog || elements.inlineMaterial ? undefined : followUpOf((elements.greeting ? reading.trim().slice(elements.greeting.length) : reading).toLowerCase(), language);
  // "sácale los puntos clave a la charla que te transcribí" names its material: it is that material's task, not an edit of the last answer.
  const editsNamedMaterial = followUp?.changes.includes('edit') && elements.missingMaterial !== undefined;
  if (followUp && !editsNamedMaterial) return followUpPrompt(text, elements, followUp, page?.customTone, language);
  // "act as a linux terminal. i will type commands…", "sé mi profesor de inglés y corrígeme": a role kept for the rest of the
  // chat answers turn by turn, so it needs how each turn works and how to start, not one deliverable's shape.
  const openingRequest = (elements.greeting ? reading.trim().slice(elements.greeting.length) : reading).replace(/^[\s,.!:;-]+/, '').toLowerCase();
  const standingRole =
    dialog || elements.inlineMaterial || (elements.missingMaterial !== undefined && !questionsInChat(openingRequest, language)) || elements.injection
      ? undefined
      : standingRoleOf(openingRequest, language, elements.kind !== undefined || everydayOf(openingRequest, language, elements.kind) !== undefined);
  if (standingRole) return standingRolePrompt(text, elements, standingRole, page?.customTone, language);
  const optionWithoutMaterial = optionKind !== undefined && materialKinds.has(optionKind) && !elements.inlineMaterial && elements.missingMaterial === undefined;
  // An everyday deliverable the request names (a recipe, a Midjourney prompt, a comparison) has a
  // shape of its own: no other kind's template, and no tone or length guessed for it.
  // A reply to a customer under "Email Writing" is that email: the option makes it precise.
  // Material the request works on is not what it asks for: "con mis apuntes… haz un cuestionario" asks for a quiz.
  // In the social dialog the text is the post's subject: "receta de lasaña" there is a TikTok about a recipe.
  // A section of the user's thesis ("la introducción de mi TFG") is written, not pasted: "mi TFG" is its subject.
  // "make my linkedin summary sound less boring" revises one the user has and has not pasted yet: a slot for it.
  // Feedback on the user's pitch or CV reviews it: the template for writing one anew is not the answer.
  // A profile bio asked there ("hazme una bio para mi instagram") is still a bio, not a video about one.
  // Material pasted after a blank line is no request: "groceries vs household" in interview notes asks for no comparison.
  // Nor is a revision's text after its colon: "make this sound less aggressive: …fix the bug today" asks for no troubleshooting.
  const requestLines = elements.inlineMaterial ? reading.split(/\n[ \t]*\n/)[0] : reading;
  const revisedLines = elements.revision && elements.inlineMaterial ? instructionOf(requestLines) : requestLines;
  const everydayNamed = everydayOf(revisedLines.toLowerCase(), language, elements.kind);
  // In the social dialog the one who answers a comment is the creator: a reply in their voice, not a business's answer to a review.
  const namedInText = dialog && everydayNamed === 'reviewReply' ? 'commentReply' : everydayNamed;
  // Tips for a goal have no medium of their own: under a chosen channel or task type ("tips para dormir mejor" as a Video Script)
  // they are that one's content.
  const chosenMedium = namedInText === 'goalTips' && (page?.channel !== undefined || page?.taskType !== undefined);
  const readEveryday = (dialog && !(namedInText && (profileEveryday.has(namedInText) || platformlessEveryday.has(namedInText)))) || chosenMedium ? undefined : namedInText;
  // "revisa la conclusión de mi ensayo" judges a section the user wrote; "write the literature review for my thesis" writes one.
  const judgesSection = readEveryday === 'academicSection' && elements.reviewLeads;
  // "corrige la introducción de mi tesis", "help me fix the discussion section of my thesis" revise a section the user wrote: the section
  // is the material to paste, not one to write anew.
  const revisesSection = readEveryday === 'academicSection' && elements.revision;
  const candidateEveryday = (elements.review && readEveryday && (!reviewingEveryday.has(readEveryday) || judgesSection)) || revisesSection ? undefined : readEveryday;
  // "hazme el abstract del paper que te paso", "write an abstract for my paper": an abstract sums up a whole work the user has, so that work
  // is material to paste; any other section of the user's work is written, not pasted, and so is the abstract a how-to asks about
  // ("how do i write the abstract for my dissertation": its structure and a draft).
  const abstractOfWork =
    candidateEveryday === 'academicSection' && elements.missingMaterial !== undefined && abstractPattern.test(reading.toLowerCase()) && !namesEveryday(reading.toLowerCase(), language, 'howTo');
  // So is the outline of the user's own work ("how should I structure my thesis proposal"); "un esquema de este texto" still points at one.
  // So are the research questions for the user's thesis ("la pregunta de investigación para mi tfg"): "mi tfg" is their subject.
  const writesOwnWork = (candidateEveryday === 'academicSection' && !abstractOfWork) || candidateEveryday === 'researchQuestions' || (candidateEveryday === 'outline' && ownWorkPattern.test(reading.toLowerCase()));
  // An assistant's instructions ("You are an assistant that answers customer questions…") speak of what the
  // assistant will be asked, not of material to paste: its knowledge has a slot of its own.
  const instructsAssistant = candidateEveryday === 'assistantSetup' || candidateEveryday === 'assistantInstructions';
  // "why does my code throw…": the code and the error are the material of a troubleshooting, not of an explanation;
  // "extrae los nombres de la lista" works on material too, whatever the fields it names, and the
  // table pasted under "convierte esta tabla a csv:" is what a conversion converts.
  // "help with my thesis statement for an essay on…" has no thesis yet: the thesis is what the answer proposes, not material.
  const thesisAsked = candidateEveryday === 'thesisStatement' && !elements.revision;
  const namedEveryday =
    writesOwnWork ||
    instructsAssistant ||
    thesisAsked ||
    (candidateEveryday !== undefined && everydayOnMaterial.has(candidateEveryday)) ||
    // "aviso a los empleados: a partir del lunes…": the news after the colon is what a new announcement says, not a text to
    // work on; "revisa este anuncio: …" stays a revision.
    (candidateEveryday === 'announcement' && elements.kind === 'message' && !elements.revision && elements.missingMaterial === undefined) ||
    !((elements.revision && hasMaterial(elements)) || (elements.kind && hasMaterial(elements)))
      ? candidateEveryday
      : undefined;
  // A summary with nothing to summarise ("resumen del libro cien años de soledad", "summarize the french
  // revolution") is of a known work or topic: no "add nothing that is not in the text".
  // The text's summary wins over any option ("Summarization" included): there is still nothing to summarise.
  const knownSummary = !dialog && !namedEveryday && elements.kind === 'summary' && !hasMaterial(elements);
  // "haz un informe de investigación sobre energía solar en México, con fuentes", "write a report on climate change for my class": a
  // report on a topic, with no figures or business of the user's, is researched from public sources, not written from "the figures I give".
  const topicReport =
    candidateEveryday === 'report' && !elements.inlineMaterial && elements.missingMaterial === undefined && !ownWorkPattern.test(` ${reading.toLowerCase().replace(schoolReadersPattern, ' ')} `) && !ownFiguresPattern.test(reading.toLowerCase());
  const namedOrKnown: Everyday | undefined = topicReport ? undefined : knownSummary ? 'knownSummary' : namedEveryday === 'customerReply' && (optionKind === 'email' || optionKind === 'message') ? undefined : namedEveryday;
  // A how-to fits its domain: "how can I improve my sleep" asks a doctor's questions, "cómo hago una tabla dinámica en excel" that tool's steps.
  // Twenty-third round: "is it safe to give my dog grapes", "es malo darle chocolate a mi perro": a health question about a pet is a vet's.
  const forPet = (namedOrKnown === 'symptoms' || namedOrKnown === 'medicineQuestion' || namedOrKnown === 'howTo' || namedOrKnown === 'conditionDiet') && petNamedPattern.test(reading.toLowerCase());
  const everyday: Everyday | undefined = forPet
    ? 'petCare'
    : namedOrKnown !== 'howTo'
      ? namedOrKnown
      : // "how do i get my toddler to sleep in his own bed": dealing with the child, not a health question.
        gettingSomeoneToPattern.test(reading.toLowerCase())
        ? 'peopleHowTo'
        : healthTopicPattern.test(reading.toLowerCase())
        ? 'healthHowTo'
        : toolNamePattern.test(reading.toLowerCase())
          ? 'toolHowTo'
          : peopleTopicPattern.test(reading.toLowerCase())
            ? 'peopleHowTo'
            : 'howTo';
  const unpastedEveryday = everyday && namedEveryday && elements.revision && !hasMaterial(elements) ? everydayWords(reading.toLowerCase(), language, namedEveryday) : undefined;
  // "3 headlines for this article: scientists find water on mars": a short text after the colon is the one to title, however short.
  const titledShort = everyday === 'textTitles' && !elements.inlineMaterial && elements.missingMaterial !== undefined ? pastedAfterInstruction(text.trim()) : undefined;
  const namesKnownWork = everyday === 'literaryAnalysis' && (workNamedPattern.test(reading.toLowerCase()) || quotedTitle.test(reading));
  // Jokes or icebreakers to open a talk or a meeting ("un chiste para abrir mi presentación") need its topic and audience, not the talk pasted.
  // A figure for the user's own case ("how many slides should my presentation have") measures what it names: nothing to paste.
  // A bio the user gave the details of ("a short bio for my portfolio website, I'm a UX designer with 5 years…") is written from them:
  // the portfolio or website it is for is where it goes, not a text to paste.
  const bioFromDetails = (everyday === 'speakerBio' || everyday === 'socialBio') && !elements.revision && selfDescribedPattern.test(reading.toLowerCase());
  // So does any line to open or close the user's talk ("una frase para empezar mi discurso de boda").
  const forOccasion = (everyday === 'jokes' || everyday === 'icebreakers' || occasionPattern.test(reading.toLowerCase())) && elements.missingMaterial !== undefined && !elements.revision;
  const missingMaterial = writesOwnWork || instructsAssistant || titledShort || namesKnownWork || forOccasion || bioFromDetails || thesisAsked || everyday === 'selfEstimate' ? undefined : (unpastedEveryday ?? elements.missingMaterial);
  // "una queja formal", "a complaint" name no medium: under Email Writing it is an email, not a letter.
  // Nor does "un mensaje a mi casera" (no WhatsApp, no text, no note): under Email Writing or the Email channel, an email.
  const emailChosen = optionKind === 'email' || (page?.channel === 'Email' && !page.taskType);
  const mediumFromOption =
    (elements.kind === 'letter' && optionKind === 'email' && !letterWordPattern.test(reading.toLowerCase())) ||
    (elements.kind === 'message' && emailChosen && plainMessagePattern.test(reading.toLowerCase()) && !chatMediaPattern.test(reading.toLowerCase()));
  // "announcement that our store hours are changing" under Facebook: a notice published on the platform is a post, not a direct message.
  const noticePosted = dialog !== undefined && elements.kind === 'message' && postedNoticePattern.test(reading.toLowerCase());
  // "explica qué es el interés compuesto" under TikTok: the explanation is the video's subject, told in the platform's script.
  // "anuncio de sorteo en instagram": a giveaway on a social platform is a post with its rules of entry, not a 60-word ad.
  const giveawayPosted = elements.kind === 'copy' && giveawayPattern.test(reading.toLowerCase()) && elements.platform !== undefined;
  const explainedOnVideo = dialog !== undefined && videoPlatforms.has(dialog.platform) && elements.kind === 'explanation' && !hasMaterial(elements);
  // "mi rutina de skincare", "my morning routine as a nurse" under TikTok: the routine the creator has is the post's subject, no plan to make.
  // "carousel with 6 slides on how to negotiate your salary": a carousel is a post of slides, not a talk's deck.
  const carouselPosted = elements.kind === 'presentation' && carouselPattern.test(reading.toLowerCase());
  const routineShown = dialog !== undefined && elements.kind === 'plan' && shownRoutinePattern.test(reading.toLowerCase());
  const kind: TaskKind = topicReport ? 'research' : everyday ? 'general' : mediumFromOption ? 'email' : noticePosted || explainedOnVideo || giveawayPosted || routineShown || carouselPosted ? 'social' : (elements.kind ?? (optionWithoutMaterial ? 'general' : optionKind) ?? (dialog ? 'social' : 'general'));
  // A channel the text's deliverable is not made for ("a Python script" under Blog) is left aside too,
  // said once: with the task type's line when that one disagrees as well.
  // Subject lines, slogans and names are copywriting, a poem is creative writing, names are brainstorming, a strategy
  // is a plan, and a summary of a known work or topic a summary: the option agrees with them.
  // A report on a topic is research: "write a report on Q3 sales" under Social Media leaves the channel aside, and says so.
  const textKind = elements.kind ?? (topicReport ? 'research' : undefined);
  const optionCovers =
    (optionKind === 'copy' && (kind === 'listing' || kind === 'naming' || (everyday !== undefined && (everyday === 'copyLines' || copyEveryday.has(everyday))))) ||
    (optionKind === 'story' && (kind === 'poem' || (everyday !== undefined && creativeEveryday.has(everyday)))) ||
    (optionKind === 'ideas' && kind === 'naming') ||
    (optionKind === 'plan' && everyday === 'strategy') ||
    (optionKind === 'summary' && everyday === 'knownSummary');
  if (page?.taskType && (elements.kind || optionWithoutMaterial || everyday) && optionKind !== kind && page.taskType !== 'Content Creation' && !optionCovers) {
    // An everyday deliverable is named in the user's words ("una receta"), not as "another kind of answer".
    const named = namedEveryday ? everydayWords(reading.toLowerCase(), language, namedEveryday) : undefined;
    changes.push({ type: 'optionConflict', taskType: page.taskType, kind: everyday === 'knownSummary' ? 'summary' : kind, named });
  } else if (page?.channel && textKind && everyday !== 'copyLines' && !channelFits(page.channel, textKind)) {
    changes.push({ type: 'channelConflict', channel: page.channel, kind: textKind });
  }
  // A platform the request names wins over the dialog's ("a LinkedIn post" under TikTok stays a
  // LinkedIn post); the dialog's tone still applies.
  // A deliverable that is not published on a platform (an email to the boss, a summary) ignores the
  // dialog's platform: only its tone applies.
  const dialogPlatform = dialog && !platformlessKinds.has(kind) && !(everyday && platformlessEveryday.has(everyday)) ? dialog.platform : undefined;
  const namedPlatform = elements.platform?.platform;
  // A platform the request names with no dialog option of its own ("an Instagram caption" is no Reel) wins over the dialog's too.
  const namedOther = dialog && elements.platform && !namedPlatform && !dialog.platform.startsWith(elements.platform.name) ? elements.platform.name : undefined;
  // The text of a picture ("un caption para mi foto", "a carousel") is no video script, whatever video platform the dialog chose.
  // So is a post or a notice asked in so many words under Instagram Reels ("hazme un post para instagram…", "aviso de que el
  // gimnasio cierra el lunes"): the text's deliverable wins over the reel, Instagram shapes the rest.
  const stillAsked: StillPost | undefined = stillPostPattern.test(reading.toLowerCase())
    ? 'picture'
    : dialogPlatform !== 'Instagram Reels'
      ? undefined
      : feedPostPattern.test(reading.toLowerCase())
        ? 'post'
        : postedNoticePattern.test(reading.toLowerCase())
          ? 'notice'
          : undefined;
  const stillPost =
    dialogPlatform !== undefined && !namedPlatform && !namedOther && videoPlatforms.has(dialogPlatform) && stillAsked !== undefined && !videoWordPattern.test(reading.toLowerCase())
      ? stillAsked
      : undefined;
  const platform = namedPlatform ?? (namedOther || stillPost ? undefined : dialogPlatform);
  const platformName = namedPlatform ?? namedOther ?? (stillPost && dialogPlatform === 'Instagram Reels' ? 'Instagram' : dialogPlatform) ?? elements.platform?.name;
  if (dialog && namedPlatform && namedPlatform !== dialog.platform) changes.push({ type: 'platformConflict', chosen: dialog.platform, named: namedPlatform });
  else if (dialog && namedOther) changes.push({ type: 'platformConflict', chosen: dialog.platform, named: namedOther });
  else if (dialog && stillPost) changes.push({ type: 'platformConflict', chosen: dialog.platform, stillPost });
  else if (dialog && !dialogPlatform) {
    const sent = namedEveryday && platformlessEveryday.has(namedEveryday) ? everydayWords(reading.toLowerCase(), language, namedEveryday) : undefined;
    changes.push({ type: 'platformConflict', chosen: dialog.platform, kind, named: sent && `"${sent}"` });
  }
  // A channel describes the deliverable only when the request names none of its own; the copy of a web page
  // ("landing page for a yoga retreat") is a web page's text, whatever the channel.
  const channel = elements.kind === 'copy' && webPageCopyPattern.test(reading.toLowerCase()) ? 'Website' : textKind ? undefined : page?.channel;
  const lowerText = reading.toLowerCase();
  // A Twitter bio is no tweet: its limit is the profile's, not a tweet's 280 characters. Nor are the tweets given to label or to
  // extract from ("clasifica estos tuits como positivos o negativos: …"), or that code reads ("regex to extract all hashtags from a
  // tweet"): they are the material, and the answer is no tweet.
  const tweet = tweetPattern.test(lowerText) && everyday !== 'socialBio' && !(everyday !== undefined && everydayReadingItems.has(everyday)) && kind !== 'code';
  const sections = new Map<SectionName, string[]>(sectionOrder.map((name) => [name, []]));
  const add = (name: SectionName, line: string) => sections.get(name)!.push(line);
  // A line the engine writes, unless the user's text already has it (a prompt optimized again).
  const addNew = (name: SectionName, line: string) => {
    if (lowerText.includes(line.toLowerCase().replace(/\.$/, ''))) return false;
    add(name, line);
    return true;
  };
  const injectionFound = elements.injection ?? elements.quotedInjection;
  if (injectionFound) changes.push({ type: 'injection', text: injectionFound });

  // A prompt that already has a role, a task and constraints (or most elements of a good prompt) is good: it stays as written,
  // in its order, and only what is missing is added after it.
  const given = elementNames.filter((name) => found[name] !== undefined);
  // Text that addresses the optimizer ("ignore the above…") is kept as it is, with nothing added
  // that would turn it into an instruction of ours or contradict it.
  const good = (!!found.task && ((!!found.role && (!!found.constraints || given.length >= 5)) || given.length >= 5)) || elements.injection !== undefined;
  const request = elements.greeting ? text.trim().slice(elements.greeting.length).replace(/^[\s,.!:;-]+/, '') : text.trim();
  const hasWords = /[\p{L}\p{N}]/u.test(request);
  const hasData = (elements.inlineMaterial || missingMaterial !== undefined) && !writesOwnWork;
  // Notes given after the colon and turned into another form ("…into a paragraph: - sales up 10% - 3 new hires") are its source:
  // a new text in that form ("make this into a linkedin post: …"), not a revision that keeps the material's shape.
  // "pásame esto a inglés formal: …" is a translation in that register, not notes turned into prose.
  const reshapeMatch = elements.inlineMaterial && !good && kind !== 'translation' ? reshapePattern.exec((pastedAfterInstruction(request)?.instruction ?? request).toLowerCase()) : null;
  const reshapeForm = reshapeMatch?.slice(1).find(Boolean)?.trim();
  // A revision of the user's own material keeps that material's shape.
  // "check my essay against the rubric" measures it: no revision of it.
  // "fix my code: …" diagnoses and fixes what is wrong: a troubleshooting's causes and fixes, not a revision that keeps the original.
  const revision = elements.revision && hasData && !(everyday !== undefined && (everydayUsingMaterial.has(everyday) || everyday === 'troubleshooting')) && reshapeForm === undefined;
  // Editing, correcting, translating or summarising given material: rules that fit the material
  // (keep its meaning, add nothing), not advice against generic answers or made-up facts about a case.
  const worksOnGivenMaterial = revision || givenMaterialKinds.has(kind) || everyday === 'extraction' || reshapeForm !== undefined;
  // "translate this to english: Estimado cliente…", "summarise this for me\n\n<text>": the instruction is the task and the material
  // pasted after it is the source text, kept verbatim in a block of its own; so is the text or code
  // pasted under a request to review it ("anything wrong with this code?\nfunction add…").
  const reviewsGiven = elements.review || everyday === 'problemCheck';
  // So is the text to title or to measure ("un titular para esta noticia: el ayuntamiento cierra…"), and the customer's message replied to.
  const pasted = (worksOnGivenMaterial || reviewsGiven || elements.continues || everyday === 'textTitles' || everyday === 'fitGap' || everyday === 'customerReply' || everyday === 'reviewReply' || everyday === 'commentReply' || everyday === 'literaryAnalysis') && (elements.inlineMaterial || titledShort) && !good ? pastedAfterInstruction(request) : undefined;
  // What the user wrote is the task, whole and in their words: sentences are never re-filed into
  // sections (a greeting filed under Length lost the task). A role the user gave stays at the top.
  // "review my situation: i'm 32, accountant…": what follows the colon is the situation, the advice's context.
  const situation = everyday === 'situationAdvice' && !pasted && !good ? pastedAfterInstruction(request) : undefined;
  const asked = pasted?.instruction ?? situation?.instruction ?? request;
  const multiline = asked.includes('\n');
  const task = multiline ? asked : tidySentence(asked);
  const head = !hasWords ? `${p.labels.task}: ${p.taskSlot}` : good || found.role ? task : `${p.labels.task}:${multiline ? '\n' : ' '}${task}`;
  if (!hasWords) changes.push({ type: 'slot', placeholders: [p.taskSlot] });
  if (good && !elements.injection) changes.push({ type: 'alreadyGood', elements: given });
  else if (hasWords && !elements.injection) {
    const kept = given.filter((name) => name !== 'task' && name !== 'length');
    changes.push({ type: 'kept', elements: kept, phrases: { audience: elements.phrases.audience }, size: elements.statedSize, greeting: elements.greeting, facts: elements.facts });
  }

  // A letter to someone close is no cover letter: its own role, tone, shape and size, and no signature slot.
  const personal = kind === 'letter' && elements.personalLetter && !revision ? p.personalLetter : undefined;
  // Feedback on a logo or a business idea has no passage to quote and no text to leave unrewritten.
  const thingReview = kind === 'review' && nonTextPattern.test(lowerText) ? p.thingReview : undefined;
  // The common letters (resignation, complaint, recommendation, cover, thanks, request) each have their own role, structure and length.
  const letter = kind === 'letter' && !personal && !revision && elements.letterKind ? p.letters[elements.letterKind] : undefined;
  // Plans by domain: a meal plan is days × meals, an itinerary days × morning, afternoon and evening.
  // "plan de comidas para mi perro de 30 kilos": a pet's meal plan is a vet nutritionist's rations, not a person's menu.
  const planShape =
    kind === 'plan' && elements.planDomain ? (elements.planDomain === 'meal' && petNamedPattern.test(lowerText) ? p.petMealPlan : p.plans[elements.planDomain]) : undefined;
  // Questions and practice material: a quiz, flashcards, interview questions or exercises, each with its own item shape.
  const quiz = kind === 'quiz' ? p.quiz[quizVariantOf(lowerText)] : undefined;
  // "explain like I'm 5": plain words and one analogy, not a lesson with subheadings and a word range.
  const simple = kind === 'explanation' && elements.simple ? p.simpleExplanation : undefined;
  // The answer's shape the user named ("into action items with owners and deadlines") is the deliverable of a
  // summary, an analysis or a request of no named kind: no generic "keep the main ideas", no length guessed.
  const shapeNamed = elements.namedShape !== undefined && shapedByNameKinds.has(kind) ? elements.namedShape : undefined;
  // "tengo huevos, espinacas y queso, ¿qué puedo cenar?": a recipe from what the user has, not one to shop for.
  const atHand = everyday === 'recipe' && ingredientsAtHandPattern.test(lowerText);
  // "consecuencias de la segunda guerra mundial": what followed the event, not its causes.
  const consequencesAsked = everyday === 'historyExplanation' && consequencesPattern.test(lowerText) && !causesPattern.test(lowerText);
  const catalogShape = everyday
    ? atHand
      ? { ...p.everyday.recipe, precision: p.recipeFromWhatIHave }
      : consequencesAsked
        ? { ...p.everyday.historyExplanation, ...p.historyConsequences }
        : p.everyday[everyday]
    : undefined;
  // "help me respond to a negative review…, customer said our food was cold": that case's shape alone, and what the review says is given.
  const reviewCase = everyday === 'reviewReply' ? reviewCaseOf(lowerText) : undefined;
  // "resume en 5 puntos la revolución francesa": a historical event's points, not every case's; no exam questions beside the user's count.
  // "summarize the plot of breaking bad", "resume la trama de la casa de papel sin spoilers": a story's plot, its ending behind a spoiler
  // warning (or left out when the user asks for no spoilers), not every case's points nor an exam's questions.
  // One for an exam ("resume el argumento del quijote para mi examen") stays a teacher's, with the likely questions.
  const plotAsked =
    everyday === 'knownSummary' && summaryPlotPattern.test(lowerText) && !summaryHistoryPattern.test(lowerText) && !summaryNonFictionPattern.test(lowerText) && !summaryExamPattern.test(lowerText);
  const spoilerFree = noSpoilersPattern.test(lowerText);
  const storyCase = spoilerFree ? 'plotNoSpoilers' : plotAsked ? 'plot' : 'story';
  const summaryCase =
    everyday === 'knownSummary'
      ? summaryHistoryPattern.test(lowerText) ? 'history' : summaryNonFictionPattern.test(lowerText) ? 'nonFiction' : summaryRulesPattern.test(lowerText) ? 'rules' : spoilerFree || summaryPlotPattern.test(lowerText) || summaryStoryPattern.test(lowerText) ? storyCase : undefined
      : undefined;
  const plotCase = summaryCase === 'plot' || summaryCase === 'plotNoSpoilers';
  // "resume la película titanic en 3 párrafos": the points in prose, not bullets.
  const inProse = elements.sizes.some((size) => proseUnitPattern.test(size.toLowerCase()));
  const caseFormat = summaryCase ? p.knownSummaryCases[summaryCase].replace(p.knownSummaryCases.bullets, inProse ? p.knownSummaryCases.prose : p.knownSummaryCases.bullets) : undefined;
  // A law's summary is for applying it: the exam's questions only when an exam is named.
  const examQuestions = !elements.statedSize && !plotCase && (summaryCase !== 'rules' || summaryExamPattern.test(lowerText));
  const summaryFormat = caseFormat ? `${caseFormat}${examQuestions ? p.knownSummaryCases.exam : ''}.` : undefined;
  const shapeOfEveryday =
    summaryFormat && catalogShape
      ? { ...catalogShape, format: summaryFormat, ...(plotCase ? { role: p.knownSummaryCases.plotRole } : {}) }
      : catalogShape && everyday === 'profile'
        ? // "bio corta para mi perfil de linkedin": a professional profile's shape alone; an Airbnb listing a place's.
          professionalProfilePattern.test(lowerText)
          ? { ...catalogShape, role: p.profileCases.professionalRole, format: p.profileCases.professional }
          : { ...catalogShape, format: p.profileCases.place }
        : catalogShape && reviewCase
        ? { ...catalogShape, format: reviewCase.tone ? p.reviewReplyCases[reviewCase.tone] : catalogShape.format, slot: reviewCase.gist ? p.reviewReplyCases.gistSlot : catalogShape.slot }
        : // "convierte estas referencias a APA 7: Smith J. (2019)…": the references pasted, converted, not how to cite a kind of source.
          catalogShape && everyday === 'citation' && elements.inlineMaterial
          ? { ...catalogShape, ...p.citationsGiven }
          : catalogShape;
  // "write an email campaign for our spring sale, 3 emails: announcement, reminder, last chance": several emails, each in full, in order.
  const emailsAsked =
    everyday === 'promoEmail' ? elements.sizes.find((size) => !singleCountPattern.test(size) && !measuresOne(size) && kindFromText(size.toLowerCase(), language) === 'email') : undefined;
  // A bio keeps the limit of the platform it names ("una bio para tiktok": 80 characters, not Instagram's 150).
  const everydayShape =
    everyday === 'socialBio' && shapeOfEveryday
      ? { ...shapeOfEveryday, length: p.bioLength(bioPlatformPatterns.find(([, pattern]) => pattern.test(lowerText))?.[0]) }
      : emailsAsked && shapeOfEveryday
        ? { ...shapeOfEveryday, precision: p.emailSequence.precision(emailsAsked), format: p.emailSequence.format, length: p.emailSequence.length }
        : // "mensaje de despedida para mis compañeros, me voy de la empresa": the writer's own farewell, not a card to a name.
          everyday === 'card' && shapeOfEveryday && ownFarewellPattern.test(lowerText)
          ? { ...shapeOfEveryday, precision: p.ownFarewell.precision, format: p.ownFarewell.format }
          : shapeOfEveryday;
  // The outline of a report has the report's own sections.
  const reportNamed = everyday === 'outline' && namesEveryday(lowerText, language, 'report');
  // A prompt with a role that already states its answer's parts ("3 ejemplos resueltos y 5 ejercicios",
  // "in a table") has its own structure: no line of ours shapes its task.
  const statesStructure = !!found.role && !!found.task && (found.format !== undefined || elements.sizes.length >= 2);
  // Keyword research, a competitor or market analysis about a business the user names needs no data pasted (the user's own figures do):
  // a market analyst's, on what is publicly known.
  const marketAnalysis = kind === 'analysis' && !hasData && marketResearchPattern.test(lowerText) && !ownFiguresPattern.test(lowerText) ? p.marketAnalysis : undefined;
  // Names for a fantasy kingdom, a planet or a spell are a worldbuilder's: sound and meaning fitting the world, no marketing.
  const fictional = kind === 'naming' && elements.namesFictional ? p.fictionalNaming : undefined;
  // "dame 2 cosas: un nombre para mi podcast de cine y una descripción corta": each deliverable its own numbered part.
  // An email (or an everyday shape such as a campaign email) already holds its subject line and its body: no pair to number;
  // lines for copy ("a subject line and the body…") or a text's titles are one part of a pair, not all of it.
  const pairParts = good ? undefined : partsAskedIn(text, language, (everyday === undefined || pairedEveryday.has(everyday)) && kind !== 'email');
  // Two parts asked together for a shop or for academic work ("a title and a description for my etsy shop", "un título y un resumen para mi TFG")
  // are written by that field's writer, not by the first part's (a brand namer) or by an About page's; academic work in an essay's tone.
  const pairField = pairParts ? (pairForAcademicPattern.test(lowerText) ? 'academic' : pairForShopPattern.test(lowerText) ? 'shop' : undefined) : undefined;
  const pairRole = pairField && p.pairRoles[pairField];
  let role: string | undefined;
  if (!found.role && !good && hasWords) {
    const fields = [platformName ?? (channel && p.channels[channel]), page?.sector && p.sectors[page.sector]].filter((item): item is string => !!item);
    // A role that fits any request ("an expert in the subject") tells the AI nothing: a request of no
    // named kind gets one only from the fields it was given (its sector, channel or platform).
    // A how-to in a field the user chose ("Academic Paper", "Finance") is answered by an expert in that field.
    // A tool's how-to is answered by an expert in that tool, named as the user wrote it ("un experto en excel").
    // "mejora mi CV, soy cajera…", "improve my resume": a revision of the user's CV is a recruiting expert's.
    const cvRevisionRole = elements.revision && cvMaterialPattern.test(lowerText) ? p.cvRole : undefined;
    const toolName = everyday === 'toolHowTo' ? toolNamePattern.exec(lowerText)?.[0] : undefined;
    const everydayRole = (everyday === 'howTo' || everyday === 'peopleHowTo') && fields.length > 0 ? p.expertIn(fields) : toolName ? p.expertIn([tidySentence(toolName, false).replace(/^(?!i[A-Z])\w/, (letter) => letter.toUpperCase())]) : everydayShape?.role;
    const ownRole = pairRole ?? personal?.role ?? letter?.role ?? marketAnalysis?.role ?? planShape?.role ?? (elements.contentPlan ? p.roles.social : undefined) ?? everydayRole ?? quiz?.role ?? cvRevisionRole;
    const roleName =
      ownRole ??
      (fictional
        ? fictional.role
        : kind === 'naming' && elements.namesPersonal
        ? p.personalNamingRole
        : kind === 'general'
          ? fields.length > 0
            ? p.expertIn(fields)
            : undefined
          : p.roles[kind === 'ideas' && platformName ? 'social' : kind]);
    if (roleName) {
      role = p.roleLine(roleName, kind === 'general' ? [] : fields.filter((item) => !roleName.includes(item)));
      changes.push({ type: 'role', text: withoutFinalStop(role) });
    }
  }

  // The main ideas of a text are as many as the text has: a summary counts none.
  // "give me some options for a reply to a customer…": a few alternatives of one deliverable (3), not a list of 10.
  const alternativesWords = !good && (singleDeliverableKinds.has(kind) || kind === 'general' || kind === 'speech') ? alternativesPattern.exec(lowerText)?.[0] : undefined;
  const fewAlternatives = alternativesWords !== undefined && !numberPattern.test(alternativesWords);
  const count = elements.uncountedPlural && !good && !givenMaterialKinds.has(kind) && !fewAlternatives ? (detail === 'Low' ? 5 : 10) : undefined;
  // Questions with no number anywhere ("cuáles son las mejores preguntas…") get a count proposed, never
  // "exactly as many as I ask"; "unas 30" is a number the user gave, even with no unit after it.
  const countProposed = kind === 'quiz' && !elements.statedSize && !numberPattern.test(lowerText);
  if (elements.uncountedPlural && count && addNew('task', p.count(count, elements.uncountedPlural))) {
    changes.push({ type: 'count', count, noun: elements.uncountedPlural });
  }
  // A revision of the user's text that names no deliverable ("reescribe el siguiente párrafo") is
  // made precise as a revision, not as whatever the option's kind writes from scratch.
  // A thread is several tweets and "3 correos" three emails: "the complete post" would ask for one.
  // A count of the answer's units ("two-paragraph product update email") measures one deliverable.
  const severalAsked =
    singleDeliverableKinds.has(kind) &&
    elements.sizes.find((size) => !singleCountPattern.test(size) && !measuresOne(size) && kindFromText(size.toLowerCase(), language) === kind);
  // "necesito 3 opciones de respuesta para un cliente", "give me 3 versions of the reply": alternatives to choose from, each one complete, not one reply.
  // "quick tiktok idea for my dog grooming business", "una idea para un reel": one idea, developed, not a list of 10.
  const oneIdea = kind === 'ideas' && !good && !everyday && !elements.statedSize && oneIdeaPattern.test(lowerText) && !/\bideas\b/.test(lowerText) ? p.oneIdea : undefined;
  const alternativesAsked = severalAsked || !alternativesWords ? undefined : fewAlternatives ? `3 ${alternativesWords.split(' ').pop()}` : alternativesWords;
  // "corregime el mail", "check my cover letter": the letter named is the one being revised, so the
  // request is made precise as a revision and the material (already signed, already about its people)
  // gets no signature or details to fill in.
  // The deliverable a revision names is read right after its verb ("mejora el email que te pego
  // abajo"): it is the material, pasted or to paste, never a new one.
  const revisesNamedMaterial = revision;
  // "act as my therapist" alone sets up a conversation: there is no answer yet to make complete. A role
  // with a deliverable ("eres un nutricionista. dame un plan de comidas…") is that one-off task.
  // A role with material to work on ("act as an english teacher and correct this text: …") is that one task.
  const roleOnly = !!found.role && given.length === 1 && !elements.kind && !everyday && !revisesNamedMaterial && !elements.inlineMaterial && elements.missingMaterial === undefined;
  // "i need help with marketing", "escribe algo bonito": no result named and nothing said of it; the best prompt asks first.
  // "hola", "hi": a greeting and nothing more asks for nothing yet.
  const unclear =
    !good &&
    !roleOnly &&
    kind === 'general' &&
    !everyday &&
    !followUp &&
    elements.wordCount <= 8 &&
    (helpWithOnlyPattern.test(instructionOf(request).toLowerCase()) || elements.vague.length > 0 || greetingOnlyLanguage(request) !== undefined);
  // "traduce esto y luego hazme un resumen": two deliverables; one template's rules ("only the translation") would drop the second.
  // "continúa la historia": more of the same text, not a new piece with an arc of its own.
  const continuation = !good && elements.continues && !revisesNamedMaterial;
  // "traduce 'break a leg' al español y explica qué significa": the explanation is a second thing asked, not a comment the translation leaves out.
  const chained =
    !good && !revisesNamedMaterial && (chainedPattern.test(instructionOf(request).toLowerCase()) || (kind === 'translation' && explainAlsoPattern.test(request.toLowerCase())));
  // "write the intro of the newsletter": that part alone, not the whole newsletter's line, shape and length (a thesis section has its own).
  const partOnly = !good && !revisesNamedMaterial && everyday !== 'academicSection' && everyday !== 'showIntro' && kind !== 'review' && partOfPattern.test(instructionOf(request).toLowerCase());
  // "traduce este correo al inglés y hazlo más formal": the change asked overrides "keep the register / the same length".
  const translationChanges = kind === 'translation' && !good ? changesAsked(instructionOf(request).toLowerCase(), language) : [];
  const translationChange = translationChanges.map((change) => p.followUpEdit.changes[change]);
  const precision =
    chained
      ? p.chainedPrecision
      : reshapeForm && !shapeNamed
      ? p.reshapePrecision
      : continuation
      ? p.continuationPrecision
      : partOnly
      ? p.partOnlyPrecision
      : revisesNamedMaterial
      ? p.revisionPrecision
      : roleOnly
      ? p.roleOnlyPrecision
      : unclear
      ? p.unclearPrecision
      : kind === 'translation'
        ? translationPrecision(p, lowerText, translationChanges.length > 0)
        : elements.contentPlan
          ? p.contentPlanPrecision
          : kind === 'social' && threadPattern.test(lowerText)
        ? p.threadPrecision
        : severalAsked
          ? p.eachComplete(severalAsked)
          : alternativesAsked
            ? p.eachAlternative(alternativesAsked)
          : oneIdea
            ? oneIdea.precision
          : everydayShape
            ? everydayShape.precision
            : shapeNamed
            ? p.shapePrecision(shapeNamed)
            : countProposed
              ? p.quizPrecisionUnstated
              : (personal?.precision ?? thingReview?.precision ?? simple?.precision ?? fictional?.precision ?? marketAnalysis?.precision ?? p.precision[kind]);
  // The general line ("a complete answer") would fight an answer whose shape the user stated.
  // A revision's line ("make only the changes I ask for") fits whatever size the user asks of it ("hazlo más corto").
  // Parts asked together: none dropped, and no precision line of the first one's kind said of them all.
  const askedParts = pairParts;
  const precisionFits = askedParts === undefined && (revisesNamedMaterial || reshapeForm !== undefined || kind !== 'general' || everyday !== undefined || !(elements.statedSize || elements.statedFormat) || shapeNamed !== undefined) && !elements.standing && !statesStructure;
  if (!good && hasWords && precisionFits && addNew('task', precision)) changes.push({ type: 'precision', text: withoutFinalStop(precision) });
  if (dialog && platform && !(everyday && profileEveryday.has(everyday)) && addNew('task', p.adaptTo(platform))) changes.push({ type: 'platform', platform });

  if (pasted) add('material', `"""\n${pasted.material}\n"""`);
  if (situation) add('context', situation.material);
  // Troubleshooting an error referred to and not pasted: the full message and the code that causes it.
  // An error named by its code ("error 500", "exit code 1") or given after a colon ("explícame este error: TypeError…") is already there.
  const errorNotPasted =
    everyday === 'troubleshooting' && !elements.inlineMaterial && !quotedError.test(text) && !errorCodePattern.test(lowerText) && !pastedAfterInstruction(request) && errorPointerPattern.test(lowerText);
  if (missingMaterial || errorNotPasted) {
    const placeholder = errorNotPasted ? p.errorSlot : p.materialSlot(missingMaterial!);
    add('material', `"""\n${placeholder}\n"""`);
    changes.push({ type: 'material', placeholder });
    // "check if my cover letter matches the job description below": each material its own slot.
    const other = !errorNotPasted && missingMaterial === elements.missingMaterial && elements.otherMissingMaterial ? p.materialSlot(elements.otherMissingMaterial) : undefined;
    if (other) {
      add('material', `"""\n${other}\n"""`);
      changes.push({ type: 'material', placeholder: other });
    }
  }
  // A fit/gap analysis needs the reference (each language pack's own group) as well as the user's material ("compara mi CV con la oferta de abajo"): a slot for each.
  const fitReference = everyday === 'fitGap' && !elements.inlineMaterial ? fitReferencePattern.exec(lowerText)?.slice(1).find(Boolean) : undefined;
  if (fitReference && !(missingMaterial ?? '').includes(fitReference) && !(elements.otherMissingMaterial ?? '').includes(fitReference)) {
    const placeholder = p.materialSlot(fitReference);
    add('material', `"""\n${placeholder}\n"""`);
    changes.push({ type: 'material', placeholder });
  }
  // A revision or a reply works on material that already names its people: no details to fill in.
  // So does the text given to turn into another form ("turn this into a tweet: we just launched our new app…").
  if (!found.context && !good && !revisesNamedMaterial && !elements.repliesToMaterial && !reshapeForm) {
    const placeholders: string[] = [];
    // Asking for a name: the name of the shop is what the user wants, not a detail to fill in.
    // Asking for a name: the shop is what is being named, not a detail to fill in.
    const askingForAName = kind === 'naming' && namePattern.test(request.toLowerCase());
    // A plan of posts is a list of ideas, and one idea is for a reel or a post: the business's name and address add nothing to them. An
    // everyday deliverable asks for what it needs in its own line (a job posting's salary), or needs
    // no owner's details (an image prompt).
    for (const thing of ownedDetailKinds.has(kind) && !askingForAName && !elements.contentPlan && !everyday && !oneIdea ? elements.owned : []) {
      const owned = p.ownedLine(thing);
      if (owned.placeholders.length === 0) continue;
      add('context', owned.line);
      placeholders.push(...owned.placeholders);
    }
    if (placeholders.length > 0) changes.push({ type: 'context', placeholders });
  }
  const slots = [
    kind === 'email' && raisePattern.test(lowerText) ? p.raiseSlot : undefined,
    kind === 'translation' && !targetLanguagePattern.test(lowerText) ? p.targetLanguageSlot : undefined,
    // Pasted code shows its language.
    kind === 'code' && !programmingLanguagePattern.test(lowerText) && !elements.inlineMaterial && !pastedCodePattern.test(text) ? p.programmingLanguageSlot : undefined,
    // "write a cover letter": the job and the experience are facts only the user knows, asked for when not given.
    elements.letterKind === 'cover' && letter && !coverJobGivenPattern.test(lowerText) ? p.coverLetterSlots.job : undefined,
    elements.letterKind === 'cover' && letter && !coverExperienceGivenPattern.test(lowerText) ? p.coverLetterSlots.experience : undefined,
    (kind === 'email' || kind === 'letter') && !elements.nameGiven && !revisesNamedMaterial && !personal ? p.signatureSlot : undefined,
    // Keyword research, a competitor or market analysis about a business the user names needs no data pasted; the user's own figures do.
    kind === 'analysis' && !hasData && !marketAnalysis ? p.dataSlot : undefined,
    // A report on the user's own figures ("las ventas del último trimestre") needs them.
    (everyday === 'report' || (everyday === 'outline' && reportNamed)) && !hasData && ownFiguresPattern.test(lowerText) ? p.dataSlot : undefined,
    // A reply to a review the user pasted or points at ("este comentario") has its material's slot already.
    // So does one to a comment the user sums up ("a comment saying my recipe didnt work").
    // Minutes are written from the notes of the meeting, a classification labels the items and a sorting orders them: a slot for them, unless they are given or a template is asked.
    ((everyday === 'reviewReply' || everyday === 'commentReply') && (hasData || (everyday === 'commentReply' && commentGistPattern.test(lowerText)))) ||
    ((everyday === 'minutes' || everyday === 'classification' || everyday === 'sorting' || everyday === 'actionItems') && (hasData || templatePattern.test(lowerText) || pastedAfterInstruction(text.trim()) !== undefined)) ||
    // Menu descriptions are of the dishes listed ("…de tapas, tenemos patatas bravas, croquetas y pulpo"): a slot for them when none are.
    (everyday === 'menuCopy' && (hasData || listGivenPattern.test(text))) ||
    // An abstract of the work the user pastes takes its objectives from that work.
    abstractOfWork
      ? undefined
      : everydayShape?.slot,
    planShape?.budget && !budgetPattern.test(lowerText) ? p.budgetSlot : undefined,
    forOccasion ? p.occasionSlot : undefined,
  ];
  for (const slot of good ? [] : slots) {
    if (slot && addNew('context', slot)) changes.push({ type: 'slot', placeholders: slot.match(placeholderPattern) ?? [] });
  }
  // Context and example slots help where the purpose or a model changes the answer: code, a translation or a fact is
  // answered the same whatever they are for, so the High detail level adds neither to those, and says so.
  const slotsHelp = !(kind === 'code' || kind === 'translation' || (everyday !== undefined && slotlessEveryday.has(everyday)));
  if (detail === 'High' && !slotsHelp && !good) changes.push({ type: 'slotsSkipped' });
  if (sections.get('context')!.length === 0 && !found.context && detail === 'High' && slotsHelp) {
    add('context', p.contextSlot);
    changes.push({ type: 'contextSlot', placeholder: p.contextSlot });
  }

  // The audience and the tone the user selected are applied; defaults are added only where the
  // text says nothing (a default audience would be a guess about who reads it).
  const chosenAudience = page && page.audience !== 'General' ? page.audience : undefined;
  if (!found.audience && ((dialog && platform) || chosenAudience)) {
    const line = dialog && platform ? p.platformAudiences[platform] : p.audiences[chosenAudience as Audience];
    add('audience', line);
    changes.push({ type: 'audience', text: firstClause(line) });
  }
  const chosenTone = page?.customTone ?? dialog?.tone;
  // The text's own tone or audience wins over the option, and the explanation says so.
  if (found.audience && chosenAudience) changes.push({ type: 'optionNotApplied', element: 'audience', option: chosenAudience, phrase: elements.phrases.audience ?? found.audience });
  if (found.tone && chosenTone) changes.push({ type: 'optionNotApplied', element: 'tone', option: chosenTone, phrase: elements.phrases.tone ?? found.tone });
  if (!found.tone && (chosenTone || !good) && !elements.injection) {
    // A request of no named kind gets no guessed tone: "claro y directo" for everything would contradict some.
    const changedTone = translationChange.length > 0 ? translationChange.flatMap((change) => (change.tone ? [change.tone] : [])).join(' ') || undefined : undefined;
    // "write a limerick": a comic form is playful, not "evocative and heartfelt".
    const line = chosenTone ? p.tones[chosenTone] : translationChange.length > 0 ? changedTone : comicPattern.test(lowerText) ? p.comicTone : (personal?.tone ?? letter?.tone ?? simple?.tone ?? (pairField === 'academic' ? p.defaultTones.essay : kind === 'general' ? undefined : p.defaultTones[kind]));
    if (line) {
      add('tone', line);
      changes.push({ type: 'tone', text: firstClause(line), fromOption: !!chosenTone });
    }
  }
  // A format, a length and a count only where the user stated none, in any words: "3 paragraphs",
  // "a tweet", "10 ideas" and "breve" are the user's and nothing may contradict them.
  // A standing instruction ("from now on, correct my mistakes") shapes every answer to come, not one: no size or format of ours.
  const shapes = (detail !== 'Low' || !good) && !elements.injection && !elements.standing && hasWords && !chained && !partOnly && !roleOnly;
  const catalogFormat =
    (continuation ? p.continuationFormat : undefined) ??
    (revision ? (correctionPattern.test(instructionOf(request).toLowerCase()) ? p.formats.correction : p.formats.revision) : undefined) ??
    (kind === 'email' && elements.repliesToMaterial ? p.formats.reply : undefined) ??
    personal?.format ??
    thingReview?.format ??
    letter?.format ??
    (reportNamed ? p.reportOutline : undefined) ??
    everydayShape?.format ??
    (oneIdea && (videoPlatforms.has(platform!) || videoWordPattern.test(lowerText)) ? oneIdea.videoFormat : oneIdea?.format) ??
    quiz?.format ??
    simple?.format ??
    fictional?.format ??
    emailPurposeFormat(formatFor(kind, platform, platformName !== undefined, channel, elements, lowerText, language), p, lowerText) ??
    (reshapeForm && !elements.namedShape ? p.reshapeFormat(reshapeForm) : undefined);
  // What the user asked a plan to hold as well ("a shopping list grouped by aisle") is part of its shape, never replaced.
  // So is a part the user adds to any deliverable ("summarize… and list action items", "con ejemplos"): a template never drops it.
  // A part that names the deliverable itself ("…and give me a 6 week plan" in a plan) adds nothing to its shape.
  // "actúa como un chef y dame una receta vegana": the part named is the everyday deliverable itself, no extra part of it.
  const extraPart =
    elements.extraPart &&
    !(kind === 'plan' && elements.included) &&
    kindFromText(elements.extraPart.toLowerCase(), language) !== kind &&
    !(everyday !== undefined && everydayOf(elements.extraPart.toLowerCase(), language, undefined) === everyday)
      ? elements.extraPart
      : undefined;
  const withIncluded =
    catalogFormat && kind === 'plan' && elements.included
      ? p.alsoInclude(catalogFormat, elements.included)
      : catalogFormat && extraPart && !catalogFormat.toLowerCase().includes(extraPart.split(' ').pop()!.slice(0, 5))
        ? p.alsoInclude(catalogFormat, extraPart)
        : catalogFormat;
  // A thesis section's format keeps only the section asked for ("la introducción de mi TFG"), not every section's structure.
  const sectionFormat = everyday === 'academicSection' && withIncluded ? onlyNamedSection(withIncluded, lowerText) : withIncluded;
  // A comparison's criteria the user listed ("…S24: precio, camara, bateria") are its table's rows, in their order, table asked for or not.
  const criteria = everyday === 'comparison' ? listedCriteria(text) : undefined;
  // A template ("a weekly standup agenda template") is the deliverable with fields to fill in and one example filled in.
  const templated = templatePattern.test(lowerText) && !good && !(everyday && untemplatedEveryday.has(everyday)) && kind !== 'code';
  const shapeFormat = sectionFormat && templated ? `${sectionFormat.replace(/\.$/, '')}; ${p.formats.template}` : templated ? p.formats.template : sectionFormat;
  const format = askedParts ? p.numberedParts(askedParts) : criteria ? p.comparisonCriteria(criteria) : shapeFormat && withoutCountedParts(shapeFormat, elements.sizes);
  // With a stated size, no format that counts parts of its own ("3 to 5 bullet points").
  // The figures of an estimate or a goal ("for a 10 minute talk", "5 kilos en 3 meses") are the user's case, not the answer's size.
  const formatFits = format !== undefined && (askedParts !== undefined || everyday === 'selfEstimate' || everyday === 'goalPlan' || everyday === 'searchAd' || !(elements.statedSize && (numberInFormat.test(format.toLowerCase()) || elements.sizes.some((size) => isSmallSize(size)) || isSmallSize(elements.statedSize))));
  // "una lista de la compra" names the deliverable, not its shape: the list still gets its groups and quantities.
  // An outline, a spreadsheet or a checklist named is the deliverable, not a shape the user already gave; in a
  // how-to, a "tabla dinámica" is its subject.
  // "a recipe with chicken, rice and broccoli" lists its ingredients, not the answer's parts: a recipe keeps its shape.
  const listIsTheDeliverable =
    askedParts !== undefined ||
    // "sql query to get duplicate emails from users table", "a function that returns a list of primes": the table or the list is
    // the data the code handles; the answer is still the code block and its explanation.
    (kind === 'code' && elements.phrases.format !== undefined && dataShapePattern.test(elements.phrases.format.toLowerCase())) ||
    everyday === 'selfEstimate' ||
    criteria !== undefined ||
    reshapeForm !== undefined ||
    (everyday === 'shoppingList' && !tablePattern.test(lowerText)) ||
    (everyday !== undefined && shapeNamingEveryday.has(everyday) && !good) ||
    templated ||
    (everyday === 'recipe' && !found.format) ||
    // "carrusel de 7 slides": the slides name the carousel's own shape, which the format lays out slide by slide.
    (kind === 'social' && carouselPattern.test(lowerText));
  if (((!found.format && !elements.statedFormat) || listIsTheDeliverable) && !tweet && shapes && formatFits) {
    add('format', alternativesAsked ? p.alternativesFormat(alternativesAsked, format) : format);
    changes.push({ type: 'format', text: firstItems(format) });
  }
  // A good prompt that states its output's shape already says what the answer is: no length is added to it.
  // A list or a table asked for in a request of no named kind is measured in items, not words.
  // A named list, table or set of bullet points is the answer's size too ("en 5 viñetas", "into a table"): no word count beside it.
  const shapeStated =
    ((good || kind === 'general') && (found.format !== undefined || elements.statedFormat !== undefined)) || shapeNamed !== undefined || elements.listShape || simple !== undefined;
  // A request of no named kind (a budget, an agenda, a question) gets no length in words: any figure would be a guess.
  const anyLine = oneIdea ? undefined : translationChange.length > 0 ? translationChange.find((change) => change.length)?.length : countProposed ? p.quizLengthProposed(count ?? (detail === 'Low' ? 5 : 10)) : kind === 'speech' && toastPattern.test(lowerText) ? p.toastLength : tweet ? p.lengths.tweet : revision ? (shorteningPattern.test(lowerText) ? p.lengths.shorterRevision : lengtheningPattern.test(lowerText) ? p.lengths.longerRevision : p.lengths.revision) : personal ? personal.length : thingReview ? thingReview.length : letter ? letter.length : planShape?.length ? planShape.length : everydayShape ? everydayShape.length : kind === 'social' && describesVideo(lowerText) ? p.lengths.videoDescription : kind === 'social' && captionPattern.test(lowerText) ? p.lengths.caption : kind === 'social' && storyPostPattern.test(lowerText) ? p.lengths.story : kind === 'social' && carouselPattern.test(lowerText) ? p.lengths.carousel : kind === 'social' && pinnedCommentPattern.test(lowerText) ? p.lengths.pinnedComment : kind === 'ideas' && count === undefined && (platformName !== undefined || videoWordPattern.test(lowerText)) && hookPattern.test(lowerText) && !ideaWordPattern.test(lowerText) ? p.lengths.hooks : kind === 'general' ? undefined : lengthFor(kind, platform, channel, count ?? (detail === 'Low' ? 5 : 10), elements, language);
  // A thesis section's usual length is that section's alone, as its format is.
  // A LinkedIn headline, revised or written anew, has LinkedIn's limit: no "close to the original's", no "8 words".
  const line = linkedinHeadlinePattern.test(lowerText) && (revision || kind === 'naming') && !translationChange.length ? p.headlineLength(revision ? undefined : (count ?? (detail === 'Low' ? 5 : 10))) : everyday === 'academicSection' && anyLine ? onlyNamedSection(anyLine, lowerText) : anyLine;
  // Parts asked together ("un nombre y un eslogan") each have their own size: the first one's kind measures none of them.
  if (!elements.statedSize && shapes && !shapeStated && !continuation && line && askedParts === undefined) {
    add('length', line);
    changes.push({ type: 'length', text: firstClause(line) });
  } else if (tweet && shapes && elements.sizes.some((size) => numberPattern.test(size)) && !elements.sizes.some(measuresOne) && !continuation) {
    // "3 versiones de un tuit": the user's count is of tweets, so each one still has X's limit.
    add('length', p.lengths.tweetEach);
    changes.push({ type: 'length', text: firstClause(p.lengths.tweetEach) });
  }
  if (detail !== 'Low' && !good && hasWords) {
    // A rule about something the user already ruled on ("sin emojis") is theirs to set: no "emojis sparingly" beside it.
    // Invention is the point of a poem, a story or a name: no rules against made-up facts or generic advice there.
    // "Do not make up facts about my case" fits a prompt about the writer's own business, life or
    // material, not a quiz about the French Revolution or how the stock market works.
    const ownFacts = elements.ownCase || hasData || elements.owned.length > 0 ? [p.ownFactsConstraint] : [];
    // An apology email apologises: "no needless apologies" would fight it.
    // A conversion ("convert this recipe to metric: 2 cups…") works on the values given, like an edit.
    const onGiven = worksOnGivenMaterial || everyday === 'conversion';
    // A translation that also asks for an explanation gets no "add nothing": it would forbid the explanation.
    const kindRule = chained && kind === 'translation' ? undefined : translationChange.length > 0 ? p.materialConstraint : kind === 'email' && apologyPattern.test(lowerText) ? p.apologyConstraint : (p.kindConstraints[kind] ?? (onGiven ? (revision && lengtheningPattern.test(lowerText) ? p.expandingConstraint : p.materialConstraint) : undefined));
    // An assistant's own instructions state its rules; "about my case" would speak to the assistant.
    const noAdviceRules = inventiveKinds.has(kind) || onGiven || (everyday !== undefined && inventiveEveryday.has(everyday)) || everyday === 'assistantSetup';
    // "ya le escribí 2 veces": a message that follows up on unanswered ones is firmer.
    const followUp = followUpKinds.has(kind) && followUpPattern.test(lowerText) ? [p.followUpConstraint] : [];
    // "summarize the plot of breaking bad without spoilers": the user's "without spoilers" spelled out, since a plot by parts tells the end.
    // "sin spoilers de la segunda mitad; cuenta el final de la primera parte": limited to that part, as the user limits it.
    const noSpoilersAt = noSpoilersPattern.exec(lowerText);
    const spoilerPart = noSpoilersAt ? spoilerPartPattern.exec(lowerText.slice(noSpoilersAt.index + noSpoilersAt[0].length))?.[1] : undefined;
    const noSpoilers = noSpoilersAt ? [spoilerPart ? p.partSpoilersConstraint(spoilerPart) : p.noSpoilersConstraint] : [];
    const rules = [...(noAdviceRules ? [] : [...p.constraints, ...ownFacts]), ...(kindRule && !mentionsTopicOf(kindRule, lowerText) ? [kindRule] : []), ...followUp, ...noSpoilers];
    const added = rules.filter((rule) => addNew('constraints', rule)).length;
    if (added > 0) changes.push({ type: 'constraints', count: added });
  }
  // A short text (a 750-character description) has no room for a library prompt's extra sections.
  const roomForMore = !elements.sizes.some((size) => isSmallSize(size, 1000, 150));
  const reference = detail === 'Low' || !roomForMore ? undefined : closestReference(references, kind, language, request, elements.facts);
  if (reference) {
    // What the library prompt says such a deliverable must cover, in its words; nothing the user
    // already ruled on, and no number of its own beside one the user stated.
    const drawn = referenceRules(reference.content)
      .filter((rule) => !mentionsTopicOf(rule, lowerText))
      .filter((rule) => addNew('include', rule));
    if (drawn.length > 0) changes.push({ type: 'reference', title: reference.title });
  }
  if (detail === 'High') {
    if (!found.examples && slotsHelp) {
      add('examples', p.exampleSlot);
      changes.push({ type: 'exampleSlot' });
    }
    // A deliverable with a shape of its own (a haiku: "the poem alone") is ordered by that shape: the generic steps
    // ("sum up the essentials at the end") would contradict it.
    if (!good && sections.get('steps')!.length === 0 && !(kind === 'general' && everydayShape)) {
      for (const step of p.steps[kind]) add('steps', step);
      changes.push({ type: 'steps', count: p.steps[kind].length });
    }
    if (sections.get('checks')!.length === 0 && !lowerText.includes(p.labels.checks.toLowerCase())) {
      for (const check of p.checks) add('checks', check);
      changes.push({ type: 'checks', count: p.checks.length });
    }
  }
  if (!good) changes.push({ type: 'structure', detail });

  const taskExtras = sections.get('task')!;
  const blocks = [
    ...(role ? [role] : []),
    taskExtras.length === 0 ? head : `${head}${found.role || head.includes('\n') ? '\n\n' : ' '}${taskExtras.join(' ')}`,
    ...sectionOrder.flatMap((name) => {
      const lines = sections.get(name)!;
      if (lines.length === 0 || name === 'task') return [];
      if (name === 'material') return [`${p.labels.material}:\n${lines.join('\n\n')}`];
      if (name === 'steps') return [`${p.labels.steps}:\n${lines.map((line, index) => `${index + 1}. ${line}`).join('\n')}`];
      if (listSections.has(name)) return [`${p.labels[name]}:\n${lines.map((line) => `- ${line}`).join('\n')}`];
      return [`${p.labels[name]}: ${lines.join(' ')}`];
    }),
  ];
  if (detail === 'High' && !lowerText.includes(p.askFirst.toLowerCase())) {
    blocks.push(p.askFirst);
    changes.push({ type: 'askFirst' });
  }
  return { prompt: blocks.join('\n\n'), changes, kind, everyday, count, basedOnReferenceId: reference && changes.some((change) => change.type === 'reference') ? reference.id : undefined };
}

// Deliverables that are no post on any platform: a profile's bio asked in the social dialog keeps its shape.
const profileEveryday: ReadonlySet<Everyday> = new Set(['socialBio']);
// Deliverables sent or published elsewhere: a newsletter asked there ("newsletter announcing our spring sale") is still a newsletter,
// for its subscribers; a dating profile ("hazme una bio para tinder") is still that profile, on its app. A reply to a comment
// ("responde a este comentario con humor: …") is written under the post, not a video or a post of its own.
const platformlessEveryday: ReadonlySet<Everyday> = new Set(['newsletter', 'schoolNewsletter', 'datingProfile', 'commentReply']);
// Deliverables of short lines, which a pair ("a subject line and the body") goes beyond.
const linesEveryday: ReadonlySet<Everyday> = new Set(['copyLines', 'textTitles']);
// A fact, a sum, a conversion or code: answered the same whatever it is for, with no example to imitate.
const slotlessEveryday: ReadonlySet<Everyday> = new Set(['factAnswer', 'mathProblem', 'conversion', 'csConcept', 'techHowTo', 'codeExplanation', 'spreadsheet', 'formula']);
// Twenty-first round: "a title and a short description for my etsy shop" are two parts, not a whole About page.
const pairedEveryday: ReadonlySet<Everyday> = new Set([...linesEveryday, 'aboutPage', 'profile']);

const emailPurposePatterns: Record<EmailPurpose, RegExp> = {
  apology: apologyPattern,
  ...(Object.fromEntries(
    emailPurposes.filter((purpose) => purpose !== 'apology').map((purpose) => [purpose, packPattern((vocabulary) => vocabulary.emailPurposes[purpose as Exclude<EmailPurpose, 'apology'>])]),
  ) as Record<Exclude<EmailPurpose, 'apology'>, RegExp>),
};

/** An apology, a thank-you, an announcement or a follow-up email has its own parts, not a request's "the arguments; a concrete request". */
function emailPurposeFormat(format: string | undefined, p: (typeof promptPhrases)[Language], lowerText: string): string | undefined {
  if (format !== p.formats.kind.email) return format;
  const purpose = emailPurposes.find((one) => emailPurposePatterns[one].test(lowerText));
  return purpose ? p.formats.emailOf[purpose] : format;
}

/** "translate this to english" → "Return only the translation to english…"; the generic line when no language is named (a slot asks for it). */
function translationPrecision(p: (typeof promptPhrases)[Language], lowerText: string, changed: boolean): string {
  const target = targetLanguagePattern.exec(lowerText)?.[0];
  if (changed) return p.translationChangePrecision(target ?? '');
  return target ? p.translationPrecision(target) : p.precision.translation;
}

/** The instruction and the material pasted after its colon or on the lines below it, when there are both. */
const partsAskedPatterns = Object.fromEntries(
  (Object.keys(vocabularies) as Language[]).map((language) => [
    language,
    {
      announced: new RegExp(`(?<![\\p{L}])(?:${vocabularies[language].partsAsked})\\s*[:,]?\\s*`, 'iu'),
      paired: new RegExp(
        `(?<![\\p{L}])((?:${vocabularies[language].partOpeners}) (?:[\\p{L}-]+ ){0,2}?(?:${vocabularies[language].pairedParts}))\\s*(?:,\\s*)?(?:${allWords((vocabulary) => vocabulary.shapeWords.pairJoiners)}|&)\\s+((?:${vocabularies[language].partOpeners}) (?:[\\p{L}-]+ ){0,2}?(?:${vocabularies[language].pairedParts}))(?![\\p{L}])`,
        'iu',
      ),
      // "a name, a logo idea and a color palette": three parts listed, each with its opener.
      listed: new RegExp(
        `(?<![\\p{L}])((?:${vocabularies[language].partOpeners}) (?:[\\p{L}-]+ ){0,2}?(?:${vocabularies[language].pairedParts}))\\s*,\\s*((?:${vocabularies[language].partOpeners}) (?:[\\p{L}-]+ ){0,2}?(?:${vocabularies[language].pairedParts}))\\s*(?:,\\s*)?(?:${allWords((vocabulary) => vocabulary.shapeWords.pairJoiners)}|&)\\s+((?:${vocabularies[language].partOpeners}) (?:[\\p{L}-]+ ){0,2}?(?:${vocabularies[language].pairedParts}))(?![\\p{L}])`,
        'iu',
      ),
      boundary: new RegExp(
        `\\s*[,;]\\s*(?:(?:${allWords((vocabulary) => vocabulary.elementWords.nameJoiners)})\\s+)?(?=(?:${vocabularies[language].partOpeners})\\s)|\\s+(?:${allWords((vocabulary) => vocabulary.elementWords.nameJoiners)})\\s+(?=(?:${vocabularies[language].partOpeners})\\s)`,
        'iu',
      ),
    },
  ]),
) as Record<Language, { announced: RegExp; paired: RegExp; listed: RegExp; boundary: RegExp }>;

/**
 * The deliverables a request announces together ("dame 2 cosas: un nombre… y una descripción corta"), in its order; two at least.
 * Two things asked in a pair ("genera un nombre y un eslogan para mi marca", "a title and a description for my video") are both, and
 * so are three listed ("a name, a logo idea and a color palette").
 */
function partsAskedIn(text: string, language: Language, pairs: boolean): string[] | undefined {
  const { announced, paired, listed, boundary } = partsAskedPatterns[language];
  const match = announced.exec(text);
  if (!match) {
    const three = pairs ? listed.exec(text) : null;
    if (three) return [three[1], three[2], three[3]];
    const pair = pairs ? paired.exec(text) : null;
    return pair ? [pair[1], pair[2]] : undefined;
  }
  const rest = text.slice(match.index + match[0].length).split(/[.\n?!]/)[0];
  const parts = rest.split(boundary).map((part) => part.trim()).filter(Boolean);
  return parts.length >= 2 ? parts : undefined;
}

function pastedAfterInstruction(request: string): { instruction: string; material: string } | undefined {
  const match = /^([^:\n"«“]{3,200}?)\s*(?::\s*|\n\s*)(\S[\s\S]*)$/.exec(request);
  // Two words are a text to work on ("rewrite this to sound nicer: no refunds").
  if (!match || /```|"""/.test(match[2]) || match[2].split(/\s+/).length < 2) return undefined;
  // "esta reseña: 'pesimo servicio, el pedido llego roto' ayudame a contestarle": the quote is the material, and what follows its
  // closing quote is more of the request ("help me reply", "we are a small shop in Seville"), not part of the text to work on.
  const quoted = quotedThenMore.exec(match[2].trim());
  if (quoted && closingQuotes[quoted[1]]?.includes(quoted[3]) && quoted[4].split(/\s+/).length >= 2 && !quoted[4].includes(quoted[1])) {
    return { instruction: `${match[1].trim().replace(/[\s,.;]+$/, '')}, ${quoted[4].trim()}`, material: quoted[2].trim() };
  }
  return { instruction: match[1].trim(), material: match[2].trim() };
}

// A quote opened at the start of the material and closed before its end (a closing mark followed by a space or a stop,
// not the apostrophe of "can't"), then more words with no other quote ("'hola' y 'buenos días'" are two texts).
const quotedThenMore = /^(["'“«‘])([\s\S]+?)(["'”»’])(?=[\s,.;!?]|$)[\s,.;]*([\s\S]+)$/;
const closingQuotes: Record<string, string> = { '"': '"”', "'": "'’", '“': '”"', '«': '»', '‘': '’\'' };

/**
 * The library prompt to draw specificity from: only one written in the prompt's language, for the
 * same kind of deliverable (its title names it, or else its own request does) and about something
 * the request also names: two words, one of them in its title, or three of its text. Words that only name the kind
 * ("correo", "ideas") say nothing of the subject: onboarding emails are no model for an email
 * announcing a closure, nor post ideas for decoration ideas.
 */
function closestReference(references: LibraryReference[], kind: TaskKind, language: Language, request: string, facts: string[]): LibraryReference | undefined {
  if (kind === 'general') return undefined;
  const subject = (text: string) => new Set(requestKeywords(text).filter((word) => word.length >= 5 && kindFromText(word, language) !== kind).map(stem));
  // A span ("6 semanas") is no subject: weekly study plans are no model for learning to swim.
  const spans = subject(facts.join(' '));
  const requested = new Set([...subject(request)].filter((word) => !spans.has(word)));
  const shared = (text: string) => [...subject(text)].filter((word) => requested.has(word));
  // One shared word is often a verb ("aprender" a programming language is no model for learning to swim).
  return references.find((reference) => {
    if (reference.language !== language) return false;
    if ((kindFromText(reference.title.toLowerCase(), language) ?? detectElements(reference.content, language).kind) !== kind) return false;
    const inTitle = shared(reference.title);
    return (inTitle.length >= 1 && new Set([...inTitle, ...shared(reference.content)]).size >= 2) || shared(reference.content).length >= 3;
  });
}

const stem = (word: string) => word.slice(0, 5);
const hasMaterial = (elements: PromptElements) => elements.inlineMaterial || elements.missingMaterial !== undefined;

/**
 * The rules and checks of a library prompt that carry over to another topic: its list items and its
 * instructions in prose, with nothing to fill in ("[tipo de negocio]"), no number of its own (the
 * user's counts and the length line decide those), no role, tone, format or length (the prompt has its own).
 */
const roleOrShapePattern = wordPattern(shapeWords((words) => words.roleOrShape));

function referenceRules(content: string): string[] {
  const listItem = /^\s*(?:[-*•]|\d+[.)])\s+/;
  return content
    .split('\n')
    .flatMap((line) => (listItem.test(line) ? [line.replace(listItem, '')] : splitSentences(line).map((sentence) => sentence.text)))
    .map((rule) => tidySentence(rule.replace(/\*\*/g, '').replace(/\s*\([^)]*\d[^)]*\)/g, '')))
    .filter((rule) => !/[[\]\d`]|:$/.test(rule) && !roleOrShapePattern.test(rule.toLowerCase()) && rule.length >= 15 && rule.length <= 240)
    .slice(0, 4);
}

function formatFor(
  kind: TaskKind,
  platform: Platform | undefined,
  forSocialMedia: boolean,
  channel: Channel | undefined,
  elements: PromptElements,
  lowerText: string,
  language: Language,
): string | undefined {
  const { formats } = promptPhrases[language];
  // "carrusel de 7 slides": the count of slides is the carousel's own size, laid out slide by slide.
  if (kind === 'social' && carouselPattern.test(lowerText)) return formats.carousel;
  // A size the user stated ("3 paragraphs") shapes the answer: no template that brings its own.
  if (elements.statedSize && (kind === 'general' || (channel && !selfFormattedKinds.has(kind)))) return undefined;
  // "caption ideas for a gym selfie": ideas for captions are the captions themselves, ready to post.
  // "10 captions para fotos de viaje": a count of captions is a numbered list of them, each ready to post.
  if ((kind === 'ideas' || kind === 'social') && captionPattern.test(lowerText) && (kind === 'ideas' || elements.sizes.some((size) => captionPattern.test(size.toLowerCase())))) return formats.captionIdeas;
  // "solo el hook para un video…", "need a hook for a reel": the opening lines asked for, not ideas for whole videos.
  if (kind === 'ideas' && (forSocialMedia || videoWordPattern.test(lowerText)) && hookPattern.test(lowerText) && !ideaWordPattern.test(lowerText)) return formats.hooks;
  // Ideas for videos ("youtube video ideas", "ideas para un reel") are shaped by the video, whatever the platform.
  if (kind === 'ideas' && (forSocialMedia || videoWordPattern.test(lowerText))) return (platform && videoPlatforms.has(platform)) || videoWordPattern.test(lowerText) ? formats.ideasForVideo : formats.ideasForSocial;
  if (kind === 'plan' && elements.aboutContent) return formats.contentPlan;
  // A channel's or a video's description is no post: what it offers and an invitation to subscribe, no hashtags.
  // One video's description sells that video: what the viewer gets before "more", chapters, links.
  if (kind === 'social' && describesVideo(lowerText)) return formats.videoDescription;
  // "a product description" posted on a social platform sells the product: it is no description of the channel.
  if (kind === 'social' && descriptionPattern.test(lowerText) && kindFromText(lowerText, language) !== 'listing') return formats.channelDescription;
  // "texto para un story anunciando descuento": a story is a few words per screen, not a post.
  if (kind === 'social' && storyPostPattern.test(lowerText)) return formats.story;
  // "write a post announcing we're hiring a barista": a hiring post says the role and how to apply, not a lesson learned.
  if (kind === 'social' && hiringPattern.test(lowerText)) return formats.hiringPost;
  // "copy para un carrusel de instagram": slides, one idea each, then the caption; "pinned comment for my youtube video": one comment.
  if (kind === 'social' && giveawayPattern.test(lowerText)) return formats.giveaway;
  if (kind === 'social' && carouselPattern.test(lowerText)) return formats.carousel;
  if (kind === 'social' && pinnedCommentPattern.test(lowerText)) return formats.pinnedComment;
  if (kind === 'plan' && isOneSitting(elements, lowerText)) return formats.sessionPlan;
  if (kind === 'plan' && elements.planDomain === 'meal' && petNamedPattern.test(lowerText)) return promptPhrases[language].petMealPlan.format;
  if (kind === 'plan' && elements.planDomain) return promptPhrases[language].plans[elements.planDomain].format;
  if (kind === 'poem' && fixedPoemFormPattern.test(lowerText)) return undefined;
  if (selfFormattedKinds.has(kind)) return formats.kind[kind];
  // A caption is the few lines under a picture or a video, not the post or the video itself.
  if (kind === 'social' && captionPattern.test(lowerText)) return formats.caption;
  if (platform) return formats.platform[platform];
  // School work is not an academic paper: no abstract, method and results for a school essay.
  if (channel && !(channel === 'Academic Paper' && elements.school)) return formats.channel[channel];
  // A request of no named kind keeps its own words: a guessed shape would be a guess.
  return kind === 'general' ? undefined : formats.kind[kind];
}

const letterWordPattern = packPattern((vocabulary) => vocabulary.letterWords);
const plainMessagePattern = packPattern((vocabulary) => vocabulary.plainMessage);
const chatMediaPattern = packPattern((vocabulary) => vocabulary.chatMedia);
const ownFarewellPattern = packPattern((vocabulary) => vocabulary.ownFarewell);
const captionPattern = packPattern((vocabulary) => vocabulary.caption);
const hookPattern = packPattern((vocabulary) => vocabulary.hook);
const ideaWordPattern = packPattern((vocabulary) => vocabulary.ideaWord);
const webPageCopyPattern = packPattern((vocabulary) => vocabulary.webPageCopy);
const helpWithOnlyPattern = new RegExp(`^(?:${allWords((vocabulary) => vocabulary.helpWithOnly)})(?![a-zà-ÿ])`);
const stillPostPattern = packPattern((vocabulary) => vocabulary.stillPost);
const feedPostPattern = packPattern((vocabulary) => vocabulary.feedPost);
// A haiku, a sonnet or a limerick brings its own shape: no "in stanzas, with a title".
const fixedPoemFormPattern = packPattern((vocabulary) => vocabulary.fixedPoemForms);
// A duration of minutes or hours ("50 minutos", "a 90-minute", "2 horas") with no days or weeks in the text.
const sittingPattern = new RegExp(`^(\\d+)(?:\\s|-)?(${shapeWords((words) => words.minuteUnits)}|${shapeWords((words) => words.hourUnits)})$`);
const hourPattern = new RegExp(`^(?:${shapeWords((words) => words.hourUnits)})$`);
const longerPeriodPattern = wordPattern(shapeWords((words) => words.longerPeriods));
const maxSittingMinutes = 240;

/** A plan for one sitting: its stated size is a duration of up to 4 hours, and no day or week is named. */
function isOneSitting(elements: PromptElements, lowerText: string): boolean {
  const match = elements.statedSize ? sittingPattern.exec(elements.statedSize.toLowerCase().trim()) : null;
  if (!match) return false;
  const minutes = Number(match[1]) * (hourPattern.test(match[2]) ? 60 : 1);
  return minutes <= maxSittingMinutes && !longerPeriodPattern.test(lowerText);
}

const durationPattern = new RegExp(`^(?:${shapeWords((words) => words.secondUnits)}|${shapeWords((words) => words.minuteUnits)})$`);

/**
 * The format without the parts that count what the user counted: "de 3 a 5 hashtags" beside their
 * "5 hashtags" is theirs to set. Undefined when nothing is left.
 */
function withoutCountedParts(format: string, sizes: string[]): string | undefined {
  // A duration ("60 segundos") is the whole's length: the format's own timings ("a hook in the first 3 seconds") stay.
  const nouns = sizes
    .map((size) => size.toLowerCase().split(/[\s-]+/).pop() ?? '')
    .filter((noun) => /^\p{L}{4,}$/u.test(noun) && !durationPattern.test(noun));
  if (nouns.length === 0) return format;
  const counts = new RegExp(`\\d+(?:\\s+(?:${shapeWords((words) => words.rangeJoiners)})\\s+\\d+)?\\s+(?:\\p{L}+\\s+)?(?:${nouns.join('|')})\\b`, 'iu');
  const parts = format.replace(/\.$/, '').split('; ');
  const kept = parts.filter((part) => !counts.test(part));
  if (kept.length === parts.length) return format;
  return kept.length > 0 ? `${kept.join('; ')}.` : undefined;
}

/** "una descripción para mi vídeo de youtube": one video's, not its channel's or a profile's. */
function describesVideo(lowerText: string): boolean {
  return descriptionOnlyPattern.test(lowerText) && videoNounPattern.test(lowerText) && !channelWordPattern.test(lowerText);
}

function lengthFor(kind: Exclude<TaskKind, 'general'>, platform: Platform | undefined, channel: Channel | undefined, count: number, elements: PromptElements, language: Language): string {
  const { lengths } = promptPhrases[language];
  if (selfFormattedKinds.has(kind)) return lengths.kind[kind](count);
  if (platform) return lengths.platform[platform];
  if (channel && !(channel === 'Academic Paper' && elements.school)) return lengths.channel[channel];
  return lengths.kind[kind](count);
}

/**
 * The user already ruled on what a rule is about ("sin emojis", "no hashtags" beside "emojis
 * sparingly"): one of its longer words follows a "without" or a "no" of theirs.
 */
function mentionsTopicOf(rule: string, lowerText: string): boolean {
  return words(rule.toLowerCase())
    .filter((word) => word.length >= 5)
    .some((word) => wordPattern(`(?:${shapeWords((words) => words.negations)})\\s+(?:[a-zà-ÿ]+\\s+)?${word.slice(0, 5)}[a-zà-ÿ]*`).test(lowerText));
}

const withoutAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * "the structure of that section (an abstract: …; an introduction: …; conclusions: …)", or its usual
 * length ("an abstract, 150-250 words; a thesis introduction, about 800-1,200") → only the
 * entry of the section the LOWER-CASED request names; the whole list when it names none or several.
 */
function onlyNamedSection(format: string, lowerText: string): string {
  const list = /\(([^()]*(?:\([^()]*\)[^()]*)*)\)/.exec(format);
  if (!list) return format;
  const request = withoutAccents(lowerText);
  const entries = list[1].split('; ');
  const named = entries.filter((entry) =>
    words(withoutAccents(entry.split(/[:,]/)[0].toLowerCase()))
      .filter((word) => word.length >= 5)
      .some((word) => request.includes(word.slice(0, 6))),
  );
  return named.length === 1 ? format.replace(list[1], named[0]) : format;
}

const criteriaTailPattern = new RegExp(`(?::|\\b(?:${shapeWords((words) => words.criteriaIntro)})\\s)\\s*([^:.\\n?!]+?)\\s*[.?!]?\\s*$`, 'i');
const criteriaSeparator = new RegExp(`\\s*,\\s*|\\s+(?:${allWords((vocabulary) => vocabulary.elementWords.listJoiners)})\\s+`);

/** The criteria listed after a colon or "en/on/by" at the end of a comparison: "precio, camara, bateria" (2 to 8 short items). */
function listedCriteria(text: string): string | undefined {
  const tail = criteriaTailPattern.exec(text.trim())?.[1];
  const items = tail?.split(criteriaSeparator).filter(Boolean);
  if (!items || items.length < 2 || items.length > 8 || items.some((item) => item.split(/\s+/).length > 3)) return undefined;
  return items.join(', ');
}

function withoutFinalStop(sentence: string): string {
  return sentence.replace(/\.$/, '');
}

/** The start of a catalog line, up to its first clause, for the explanation. */
function firstClause(line: string): string {
  return line.split(/[;:]/)[0].replace(/\.$/, '').replace(/\s*\(.*\)$/, '').trim();
}

/** The first items of a catalog line that lists parts ("asunto; saludo; …"), for the explanation. */
function firstItems(line: string): string {
  const items = line.replace(/\.$/, '').split('; ');
  const text = items.slice(0, 3).join(', ');
  if (text.length > 90) return `${text.slice(0, text.lastIndexOf(' ', 90))}…`;
  return items.length > 3 ? `${text}…` : text;
}

/** A role kept for the rest of the chat: the user's words as written, then how each turn works, staying in the role and how to start. */
function standingRolePrompt(text: string, elements: PromptElements, standing: StandingRole, chosenTone: CustomTone | undefined, language: Language): BuiltPrompt {
  const p = promptPhrases[language];
  const shape = p.standingRole[standing.variant];
  const request = elements.greeting ? text.trim().slice(elements.greeting.length).replace(/^[\s,.!:;-]+/, '') : text.trim();
  const given = elementNames.filter((name) => elements.found[name] !== undefined && name !== 'task' && name !== 'length');
  const changes: Change[] = [{ type: 'kept', elements: given, phrases: {}, size: elements.statedSize, greeting: elements.greeting, facts: elements.facts }];
  const task = tidySentence(request);
  // A tutor who corrects me opens by asking what to practise, not with a question of its own.
  const start = standing.corrects && standing.variant === 'partner' ? p.standingRole.correctionStart : shape.start;
  const blocks = [standing.startGiven ? task : `${task} ${start}`];
  if (!standing.startGiven) changes.push({ type: 'precision', text: withoutFinalStop(start) });
  if (chosenTone) {
    blocks.push(`${p.labels.tone}: ${p.tones[chosenTone]}`);
    changes.push({ type: 'tone', text: firstClause(p.tones[chosenTone]), fromOption: true });
  }
  const format = standing.corrects ? `${shape.format} ${p.standingRole.correction}` : shape.format;
  blocks.push(`${p.labels.format}: ${format}`);
  changes.push({ type: 'format', text: firstItems(format) });
  blocks.push(`${p.labels.constraints}:\n${shape.constraints.map((line) => `- ${line}`).join('\n')}`);
  changes.push({ type: 'staysInRole', count: shape.constraints.length }, { type: 'structure', detail: 'Medium' });
  return { prompt: blocks.join('\n\n'), changes, kind: 'general' };
}

/**
 * A follow-up on the AI's previous answer ("make it longer", "hazlo más corto y más formal", "in english please"):
 * the user's words as the task, made precise by each change asked; a slot to paste that answer; the tone and the
 * length the changes ask for (longer is longer than the original, never "close to the original's").
 */
function followUpPrompt(text: string, elements: PromptElements, followUp: FollowUp, chosenTone: CustomTone | undefined, language: Language): BuiltPrompt {
  const p = promptPhrases[language];
  const shape = p.followUpEdit;
  const asked = followUp.changes.map((change) => shape.changes[change]);
  const request = elements.greeting ? text.trim().slice(elements.greeting.length).replace(/^[\s,.!:;-]+/, '') : text.trim();
  const precision = asked.map((change) => change.precision.replace('{target}', shape.target(followUp.target ?? ''))).join(' ');
  // The tone the change asks for wins; a tone the user selected shapes the rest.
  const askedTone = asked.flatMap((change) => (change.tone ? [change.tone] : [])).join(' ');
  const tone = askedTone || (chosenTone ? p.tones[chosenTone] : '');
  const length = asked.find((change) => change.length)?.length;
  const format = followUp.changes.includes('continue') ? undefined : shape.format;
  const changes: Change[] = [
    { type: 'kept', elements: [], phrases: {}, greeting: elements.greeting, facts: elements.facts },
    { type: 'precision', text: withoutFinalStop(precision) },
    { type: 'material', placeholder: shape.slot },
  ];
  const blocks = [`${p.labels.task}: ${tidySentence(request)} ${precision}`, `${p.labels.material}:\n"""\n${shape.slot}\n"""`];
  if (tone) {
    blocks.push(`${p.labels.tone}: ${tone}`);
    changes.push({ type: 'tone', text: firstClause(tone), fromOption: !askedTone });
  }
  if (format) {
    blocks.push(`${p.labels.format}: ${format}`);
    changes.push({ type: 'format', text: firstItems(format) });
  }
  if (length) {
    blocks.push(`${p.labels.length}: ${length}`);
    changes.push({ type: 'length', text: firstClause(length) });
  }
  blocks.push(`${p.labels.constraints}:\n- ${shape.constraint}`);
  changes.push({ type: 'constraints', count: 1 }, { type: 'structure', detail: 'Medium' });
  return { prompt: blocks.join('\n\n'), changes, kind: 'general', everyday: 'followUpEdit' };
}
