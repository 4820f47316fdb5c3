import type { PromptPhrases, ReaderPhrases, Vocabulary } from '../catalog.ts';
import type { OwnedThing } from '../elements.ts';
import { bioLimits } from '../platform-limits.ts';
import { joinList, withinRole } from '../text.ts';

// What is seen, not pasted, the code change under review and the website under review: each has a slot of its own.
const visualNouns = 'logo|photo|photos|picture|image|design|flyer|banner|poster|thumbnail|cover|illustration|drawing|outfit|icon|infographic|screenshot|feed|chart|graph|diagram';
// What is named as said before or after: texts and data, not "the following week" or "the previous iphone".
const referredNouns =
  'info|information|lists?|tables?|texts?|data|messages?|emails?|paragraphs?|answers?|responses?|story|conversation|chat|code|notes|articles?|documents?|examples?|proposals?|offers?|drafts?|summary|script|prompt|instructions|questions?|exercises?|recipe|post|thread|sentences?|options|names|figures|results|points|ideas|chapter|section|content|material|passage|tweets?|poem|essay|letter|report';
const recordingNouns = 'videos?|audio|recording|podcast|reel|voice (?:note|memo)|webinar|episode';
const linkNouns = 'link|url';
// What a child learns at school: "how do i explain long division to my 8 year old" is teaching it, not a hard conversation.
const schoolTopics =
  'long division|division|multiplication|times tables|fractions|decimals|addition|subtraction|equations|percentages|algebra|geometry|spelling|grammar|photosynthesis|the water cycle|the solar system|cells|place value|telling time|to tell time|to read|to write|reading|phonics|to add|to subtract|to multiply|to divide';
const childNouns = '(?:my|our) (?:\\d+[- ]years?[- ]old|(?:little |young )?(?:kids?|child|children|son|daughter|toddler))';
// Whom a message is written to: "write to my landlord", "a note for my neighbor".
const addressees =
  'neighbou?rs?|landlord|landlady|boss|manager|supervisor|coworkers?|co-workers?|colleagues?|teachers?|professor|suppliers?|vendors?|clients?|customers?|tenants?|roommates?|flatmates?|friends?|mom|mum|dad|parents|partner|ex|sister|brother|wife|husband|girlfriend|boyfriend|contractor|plumber|babysitter|nanny|coach|son|daughter|in-laws|mother-in-law|team';
const codeChangeNouns = 'pull request|pr|commit|merge request|diff';
const siteNouns = 'website|site|web page|webpage|landing page|homepage|home page|online store';

const businesses = new Set<string>(
  'coffee café cafe restaurant shop store bakery bar gym clinic hotel salon bookstore business company brand startup agency academy studio firm'.split(' '),
);
const products = new Set<string>('product products app book podcast channel course service event'.split(' '));
const unplacedBusinesses = new Set<string>('company brand startup agency firm'.split(' '));
// Work relations: their name and role matter to what is written; family, friends and teachers need no slot.
const people = new Set<string>('boss manager client customer colleague coworker partner'.split(' '));

/**
 * Only what the user did not say: a thing they named (or ask names for) they describe themselves, so
 * it gets no line; no city they named.
 */
function ownedLine({ phrase, noun, plural, named, placed, described }: OwnedThing): { line: string; placeholders: string[] } {
  if (named) return { line: '', placeholders: [] };
  const about = `About ${phrase.toLowerCase()}`;
  const firstWord = noun.split(' ').pop() ?? noun;
  const strength = `[what makes your ${noun} special]`;
  const business = businesses.has(firstWord);
  if (business || products.has(firstWord)) {
    const name = business ? `[the name of your ${noun}]` : `[your ${noun}'s name]`;
    // A place only for a business people visit: a company, a brand or an agency is not found by its neighbourhood.
    const place = business && !placed && !unplacedBusinesses.has(firstWord) ? '[city or neighbourhood]' : undefined;
    const facts = [`it is called ${name}`, place && `it is in ${place}`].filter(Boolean).join(' and ');
    // What it sells, said by the user ("sells solar panels"), is its offer: no slot asks for it again.
    const offer = described ? '' : ` Its main strength: ${strength}.`;
    return { line: `${about}: ${facts}.${offer}`, placeholders: [name, ...(place ? [place] : []), ...(described ? [] : [strength])] };
  }
  const placeholders = [plural ? `[your ${noun}' names and roles]` : `[your ${noun}'s name and role]`];
  return { line: `${about}: ${placeholders[0]}.`, placeholders };
}

const prompt: PromptPhrases = {
  labels: {
    role: 'Role',
    task: 'Task',
    context: 'Context',
    audience: 'Audience',
    tone: 'Tone',
    format: 'Format',
    length: 'Length',
    constraints: 'Constraints',
    examples: 'Examples',
    steps: 'Steps',
    checks: 'Before answering, check that',
    material: 'Source text',
    include: 'Also cover',
  },
  roles: {
    ideas: 'a creative strategist',
    quiz: 'a teacher who writes clear, fair questions and practice material',
    email: 'an expert in professional written communication',
    poem: 'a poet',
    message: 'an expert in clear, friendly written communication',
    presentation: 'an expert in clear, memorable presentations',
    speech: 'a speechwriter',
    letter: 'an expert at writing clear, effective formal letters',
    summary: 'an editor skilled at summarising texts',
    translation: 'a professional translator',
    code: 'a senior software developer',
    social: 'a social media content strategist',
    article: 'an expert content writer',
    essay: 'a writing teacher who writes clear, well-argued essays',
    plan: 'an expert planner who turns goals into realistic plans',
    analysis: 'a data analyst',
    research: 'a rigorous researcher',
    explanation: 'an expert science communicator who explains complex topics clearly',
    naming: 'a branding and naming expert',
    copy: 'a conversion copywriter',
    listing: 'a marketplace listing specialist whose listings sell and rank in search',
    story: 'a creative writer',
    script: 'a video scriptwriter',
    review: 'an experienced reviewer who gives specific, actionable feedback',
    docs: 'a technical writer who writes clear, easy-to-scan documentation',
  },
  profileCases: {
    place: 'a first line with the most attractive point; then the facts I give, in the order the platform shows them: the space, what it includes and the neighbourhood; anything missing in square brackets.',
    professional: 'a first line with the most attractive point of my profile; then, in the first person, what I do and for whom, my achievements (with the figures I give) and what I am looking for; anything missing in square brackets.',
    professionalRole: 'a writer of professional profiles that stand out to recruiters and clients',
  },
  cvRole: 'a recruiting expert who knows what recruiters look for in a CV',
  personalNamingRole: 'someone with a good ear for names, their sound and their meaning',
  marketAnalysis: {
    role: 'a market analyst',
    precision: 'Work from what is publicly known about that market, its search behaviour and its competitors; mark every figure as an estimate and say where I should check it (tools or sources).',
  },
  knownSummaryCases: {
    story: 'what it is about, briefly; the key points as bullets: the plot by parts, the main characters, the themes and the author\'s context',
    history: 'what it was, briefly; the key points as bullets: the context, the causes, the key events with their dates and the consequences',
    nonFiction: 'what the book argues and who it is for, briefly; the key points as bullets: its main ideas, each with an example and how to apply it; the author\'s context and the book\'s main criticisms',
    rules: 'what it is, who it applies to and since when, briefly; the key points as bullets: its main rules or obligations, each with what it means in practice; the penalties for not complying, if any',
    exam: '; if it is for an exam, at the end, 5 likely questions with short answers',
    bullets: 'the key points as bullets',
    prose: 'then, in prose, the key points',
    plot: 'the premise, briefly and with no spoilers; a clear spoiler warning; the key points as bullets: the plot by parts (or by season) up to the ending; the main characters and how they change; the main themes',
    plotNoSpoilers: 'the premise, briefly; the key points as bullets: the setting, the main characters as they start, what sets the story going and the tone; nothing past the first part',
    plotRole: 'a film and book critic who retells plots faithfully and clearly',
  },
  citationsGiven: {
    precision: 'Put each reference I paste in the style I name (APA 7th edition if I name none), with the details exactly as I give them; anything missing to complete it (DOI, pages, publisher) in square brackets, not made up.',
    format: 'the converted reference list, in the order of the style (alphabetical in APA and MLA), each with a hanging indent; under it, the in-text citation of each one; at the end, the details missing from each reference.',
  },
  reviewReplyCases: {
    negative: 'thank them for the feedback; name the specific problem they describe; apologise without excuses or blaming the customer; say what has been or will be done to fix it, or offer to continue in private (by message, email or phone); sign with the business\'s name. No personal details of the customer and no promises I have not said we can keep.',
    positive: 'a warm thank-you that mentions the specific thing they praised, a few words on what the business cares about, and an invitation to come back; sign with the business\'s name. No personal details of the customer.',
    gistSlot: 'Review: [paste it here if you have it; if not, go by what I say it says].',
  },
  historyConsequences: {
    precision: 'Give the consequences in the short and the long term, each with why it followed and when; say where historians disagree.',
    format: 'the short answer first; then each consequence, from the immediate ones to the long-term ones, with its date and what it changed; at the end, how they fit together.',
  },
  fictionalNaming: {
    role: 'a fantasy and science-fiction writer who builds believable worlds and names what is in them',
    precision: 'Give names whose sound and meaning fit that world (its cultures, languages and tone), easy to read aloud and different from one another. These are names for a story or a game: no brands, slogans or marketing.',
    format: 'a numbered list; each name with how it is said if that is not obvious and one line on its meaning or origin in the world.',
  },
  personalLetter: {
    role: 'someone who writes warm, heartfelt personal letters',
    precision: 'Write the complete letter, with concrete details and memories instead of stock phrases.',
    tone: 'warm and sincere, in the voice of the person who signs it.',
    format: 'a warm greeting; what you want to say, with concrete details; an affectionate sign-off.',
    length: 'between 150 and 300 words.',
  },
  thingReview: {
    precision: 'Point out each specific problem, say why it does not work and propose a concrete fix for it.',
    format: 'a list of problems, from most to least important; for each, what is wrong, why it matters and the proposed fix; at the end, what already works well.',
    length: 'as much as each problem needs, no filler.',
  },
  expertIn: (fields) => `an expert in ${joinList(fields, 'and')}`,
  // The experience goes right after the role's noun: "a technical writer with experience in Instagram who writes…", never after its clause.
  roleLine: (role, expertise) => `Act as ${expertise.length ? withinRole(role, ` with experience in ${joinList(expertise, 'and')}`, / (?:who|whose|that|which) /) : role}.`,
  sectors: {
    Marketing: 'marketing',
    Education: 'education',
    Technology: 'technology',
    Finance: 'finance',
    Healthcare: 'healthcare',
    'E-commerce': 'e-commerce',
    Legal: 'law',
    Entertainment: 'entertainment',
    Science: 'science',
    Travel: 'travel and tourism',
  },
  channels: {
    Blog: 'blogging',
    'Social Media': 'social media',
    Email: 'email marketing',
    Website: 'website copy',
    Presentation: 'presentations',
    'Video Script': 'video scripts',
    Podcast: 'podcasts',
    'Academic Paper': 'academic writing',
    Report: 'reports',
    'Internal Document': 'internal documentation',
  },
  adaptTo: (target) => `Tailor the result to ${target}.`,
  precision: {
    ideas: 'Make the ideas different from one another, concrete and easy to put into practice.',
    quiz: 'Give exactly the number of items I ask for; each one covers a single concrete point and fits the level or audience I state.',
    email: 'Write the complete email, ready to send.',
    speech: 'Write it to be spoken: short sentences, an opening that hooks and a memorable close.',
    message: 'Write the complete message, ready to send.',
    presentation: 'One idea per slide, little text, and notes for the presenter.',
    poem: 'Take care of rhythm and imagery; if rhyme is asked for, make it sound natural.',
    letter: 'Write the complete letter, ready to send, with concrete facts instead of stock phrases.',
    summary: 'Keep the main ideas, key figures and conclusions, without adding opinions.',
    translation: 'Keep the meaning, tone and formatting of the original; adapt idioms instead of translating them literally.',
    code: 'Deliver working code, with a short explanation of how to use it.',
    social: 'Write the complete text, ready to publish.',
    article: 'Write the complete text, ready to publish.',
    essay: 'Argue one clear central idea and support it with arguments and concrete examples.',
    plan: 'Make a concrete, realistic plan that can be followed as it is.',
    analysis: 'Draw concrete conclusions and back them with the data.',
    research: 'Separate verified facts from estimates and say where each figure comes from.',
    explanation: 'Start with the central idea in one sentence, then explain how it works step by step, with an everyday example.',
    naming: 'Offer short, memorable options that are easy to say and different from one another.',
    copy: 'Each piece must grab attention in its first sentence and end with a clear call to action.',
    listing: 'Write the complete listing, ready to paste into the store or marketplace, with the facts a buyer checks before deciding.',
    story: 'Give it a clear arc: setup, conflict and resolution.',
    script: 'Write the complete script, ready to record.',
    review: 'Point out each problem quoting the exact passage, say why it does not work and propose a concrete fix; do not rewrite the whole text.',
    docs: 'Write the complete text, clear and easy to scan, with each detail where the reader would look for it.',
    general: 'Give a complete answer I can apply directly.',
  },
  recipeFromWhatIHave: 'Suggest a recipe (or two, if there are clear options) that uses what I say I have, plus basic pantry staples (oil, salt, spices); say if anything essential is missing. Give the quantities for the servings I state (2, if I state none) and the time each step takes.',
  revisionPrecision: 'Make only the changes I ask for and keep the meaning and the facts of the original.',
  threadPrecision: 'Write every tweet of the thread in full, numbered, each under 280 characters.',
  eachComplete: (size) => `Write each piece in full (${size}), ready to use.`,
  ownFarewell: {
    precision: 'Write it as the one who is leaving: grateful and warm, with one concrete memory of the people I am leaving, and no complaint.',
    format: 'that I am leaving and my last day, first; thanks, with one or two concrete memories or things we did together; where to reach me from now on; a warm close.',
  },
  emailSequence: {
    precision: (size) =>
      `Write each email of the campaign in full (${size}), in the order they are sent, each with its own job (announce, remind, last call…) and its own angle, none repeating another; the offer and every detail I give (discount, dates, discount code) in each, and anything missing in square brackets.`,
    format: 'for each email, in order: when to send it; subject-line options of under 50 characters and the preview text; a headline; a few short paragraphs; the text of one call-to-action button; the conditions in small print; a footer with how to unsubscribe.',
    length: 'each email, between 80 and 150 words, besides the subject lines.',
  },
  oneIdea: {
    precision: 'Give me one idea, the strongest you can think of, developed so I can carry it out straight away.',
    format: 'the idea in one line; how to carry it out, step by step; what it needs; why it would work.',
    videoFormat: 'the idea in one line; the hook for the first 3 seconds; the scenes, each with what we see, what is said and the on-screen text; the caption, with its hashtags; why it would work with this audience.',
  },
  pairRoles: {
    shop: 'an e-commerce copywriter who writes shop and product texts that sell and rank in search',
    academic: 'an academic writing tutor who helps students title and present their work',
  },
  eachAlternative: (size) => `Give ${size}, each one complete on its own and ready to use, different from one another in approach or tone, so I can choose.`,
  alternativesFormat: (size, format) => `${size}, numbered, each one with: ${format.charAt(0).toLowerCase()}${format.slice(1)}`,
  count: (count, noun) => `Give me ${count} ${noun}.`,
  audiences: {
    General: 'a general audience; plain language, no jargon, and any technical term explained.',
    Professionals: 'professionals in the field; you may use industry vocabulary; get to the point and add practical value.',
    Students: 'students; explain step by step, with relatable examples, assuming no prior knowledge.',
    Executives: 'busy executives; the conclusion first, then the supporting figures and the business impact.',
    Beginners: 'beginners; explain every concept in simple words, with an example.',
    Experts: 'experts; skip the basics and go into the details and nuances.',
    Children: 'children; short sentences, simple words and examples from their everyday life.',
    Seniors: 'older adults; clear sentences, no digital jargon, at a calm pace.',
    Customers: 'customers; talk about their needs and the benefits, not technical features.',
    Businesses: 'businesses; focus on return, efficiency and use cases.',
  },
  platformAudiences: {
    TikTok: 'TikTok users who decide within two seconds whether to keep watching.',
    'YouTube Shorts': 'YouTube Shorts viewers who want to learn or be entertained in under a minute.',
    'Instagram Reels': 'Instagram followers who scroll through fast, visual content.',
    LinkedIn: 'professionals on LinkedIn who value concrete lessons and real experience.',
    Facebook: 'the Facebook community, who comment on and share what feels close to them.',
  },
  tones: {
    Formal: 'formal and respectful, with no slang.',
    Casual: 'casual and warm, like a chat between friends.',
    Technical: 'technical and precise, with the right terminology.',
    Friendly: 'friendly and approachable.',
    Professional: 'professional; clear, confident and courteous.',
    Authoritative: 'authoritative; firm statements backed by data or experience.',
    Persuasive: 'persuasive; clear benefits, objections answered and a call to action.',
    Inspirational: 'inspirational; positive, with one idea that moves people to act.',
    Humorous: 'humorous, light and witty, without blurring the message.',
    Serious: 'serious and sober.',
    Educational: 'educational; explain the why of each point with examples.',
  },
  comicTone: 'playful and funny: wordplay, a surprising twist and a punchline at the end.',
  defaultTones: {
    ideas: 'warm and creative.',
    quiz: 'clear and precise.',
    email: 'professional and courteous (confident but respectful).',
    poem: 'evocative and heartfelt.',
    message: 'warm and natural.',
    presentation: 'clear and instructive.',
    speech: 'warm and natural, the way people speak.',
    letter: 'professional and warm, confident without overselling.',
    summary: 'neutral and objective.',
    translation: 'the same as the original.',
    code: 'technical and precise.',
    social: 'warm and natural, never like an ad.',
    article: 'clear and approachable, with authority.',
    essay: "clear and orderly, with vocabulary suited to the reader's level.",
    plan: 'practical and direct.',
    analysis: 'objective and precise.',
    research: 'rigorous and neutral.',
    explanation: 'educational and approachable.',
    naming: 'creative and memorable.',
    copy: 'persuasive and direct.',
    listing: 'clear, concrete and trustworthy, with no hype.',
    story: 'evocative, true to the genre.',
    script: 'lively and approachable.',
    review: 'direct and constructive.',
    docs: 'clear, precise and neutral.',
    general: 'clear and direct.',
  },
  formats: {
    kind: {
      ideas: 'a numbered list, one idea per line: the idea itself and, after a dash, why it works.',
      quiz: 'a numbered list; each item complete, with its answer.',
      email: 'subject line; greeting; the purpose first; the arguments; a concrete request; sign-off and signature.',
      letter: 'greeting; the purpose first; concrete experience or arguments; a close proposing the next step; sign-off and signature.',
      poem: 'a poem in verse, with a title, in stanzas.',
      message: 'a direct message, with no subject line or formal sign-off.',
      presentation: 'slides; for each, a title, 3 to 5 bullet points and speaker notes.',
      speech: 'an opening that hooks; concrete moments or anecdotes; a moving or memorable close.',
      summary: 'one sentence with the central idea, then 3 to 5 bullet points with the key points and a closing line with the conclusion.',
      translation: 'only the translated text, with the same formatting (paragraphs, lists, bold) as the original.',
      code: 'one complete, commented code block, followed by a short explanation and a usage example.',
      social: 'a hook in the first line; the body in short paragraphs; a call to action; 3 to 5 relevant hashtags.',
      article: 'title; an introduction that sets out the problem; sections with subheadings; a conclusion with a call to action.',
      essay: 'title; an introduction presenting the topic and the central idea; body paragraphs, one per argument; a conclusion.',
      plan: 'a table organised by period (days or weeks), with what to do in each and its goal; then 3 tips for sticking to it.',
      analysis: 'a summary of the conclusions first; then the analysis section by section; end with actionable recommendations as a list.',
      research: 'executive summary; findings by section; limitations; sources cited at the end.',
      explanation: 'the central idea in one sentence; the explanation in parts, with subheadings; an everyday example; a closing summary in 3 bullet points.',
      naming: 'a numbered list; each option with one line explaining the idea it conveys.',
      copy: 'a headline, body copy and a call to action.',
      listing: 'a product title with the words buyers search for (brand, model, main feature); 5 to 7 bullet points of features and benefits; a description in short paragraphs (what it is, who it is for, what is included, shipping and warranty); a specifications table.',
      story: 'narrative prose in paragraphs, with a title.',
      script: 'a scene-by-scene script; for each scene, what we see, what is said and the on-screen text.',
      review: 'a list of the problems, most important first; for each, the quote, the problem and the proposed fix; at the end, what already works well.',
      docs: 'headings in the order the reader needs them; numbered steps wherever there is a procedure; short, unambiguous sentences.',
      general: 'short paragraphs and, where it helps, a list of the key points.',
    },
    emailOf: {
      payment: 'a subject line with the invoice number; greeting; the invoice, its amount and its due date in the first sentence; how to pay (the payment details or link, in square brackets if I do not give them); the date to pay by; an offer to talk if there is a problem with the invoice; sign-off and signature.',
      apology: 'subject line; greeting; the apology first, naming what went wrong; a short, honest explanation with no excuses; what has been done to fix it and what changes so it does not happen again; a gesture to make amends, if there is one; sign-off and signature.',
      followUp: 'a subject line that refers to the earlier message; greeting; a reminder of what I sent or asked, and when; the one thing I need now, with a date; an easy way to answer; sign-off and signature.',
      farewell: 'subject line; greeting; that I am leaving and my last day, first; thanks, with one or two concrete memories or things I learned; where to reach me from now on; a warm close; sign-off.',
      decline: 'subject line; greeting; thanks for the offer or the invitation; the no, clear, in the first lines; a short reason if I give one, with no excuses; a door left open for the future; sign-off and signature.',
      thanks: 'subject line; greeting; the thanks first, and what for; one concrete detail of what they did and what it made possible; a warm close that asks for nothing; sign-off and signature.',
      announcement: 'a subject line that says the news; greeting; the news in the first sentence; what changes and from when; what the reader has to do, if anything; where to ask questions; sign-off and signature.',
    },
    reply: 'subject (Re: …); greeting; an answer first to what they raised, point by point; what you propose or the solution, and the next step; sign-off and signature.',
  correction: 'the whole corrected text; then the list of mistakes, each with the original form, the correction and why it is a mistake.',
    revision: 'the same format as the original, with the changes applied; then a short list of the main changes.',
    carousel: 'slide by slide: the first slide a hook that makes people swipe; one idea per slide, in few words; the last slide a call to action (save, share, follow); then the caption, with a first line that hooks.',
    hooks: 'only the hooks, no script or post: a numbered list, one hook per line, under 15 words, what is said or shown in the first 3 seconds (or the first line of the text), each from a different angle (a question, a bold claim, a surprising fact, the result first).',
    pinnedComment: 'one short comment to pin under the video, in my voice: what viewers should do next (answer a question, open a link, watch the next video), in one to three sentences.',
    giveaway: 'a first line that announces the prize; the prize, in detail; how to enter, in numbered steps (follow, like, tag a friend, share…); the deadline and when and how the winner is announced; who can take part; a line saying the platform does not sponsor or run it; 3 to 5 hashtags.',
    captionIdeas: 'a numbered list of captions ready to post, one line each, each in a different tone (funny, short and punchy, motivating, a question…).',
    hiringPost: 'the role we are hiring for, in the first line; what the job is and what we offer, in very short paragraphs; who we are looking for; how to apply (a link or a message) and by when; 3 hashtags.',
    story: 'the text of each screen of the story, very short (a few words per screen, readable in two seconds); one sticker or call to action (a poll, a question, a link, a countdown).',
    channelDescription: 'a first line that says what the channel offers and who it is for; what viewers will find and how often; an invitation to subscribe or follow; no hashtags beyond the few the platform shows.',
    caption: 'a hook in the first line, all that shows before "more"; one or two more sentences about what it shows; a short call to action; 3 to 5 relevant hashtags at the end.',
    videoDescription: 'the opening, all that shows before "more", says what the viewer gets from the video, in the words they would search for; then what it covers in a few sentences, with those keywords woven in naturally; the chapters, each with its start time (00:00 Intro…), the times left for me to fill in; the links and resources I mention, with a gap for each link; a call to action at the end (subscribe, comment, watch the next video).',
    template: 'as a template: what changes each time in square brackets to fill in; then one example filled in.',
    contentPlan: 'a table where each row is a post: the day or order, the idea, the format (reel, carousel, photo, story…), the hook (first line or first seconds) and a caption line.',
    sessionPlan: 'a table of time blocks (from which minute to which), with what happens in each block and its goal; the blocks add up to the time you give.',
    ideasForVideo: 'a numbered list, one idea per line: the video\'s title or opening hook and, after a dash, why viewers would watch it.',
    ideasForSocial: 'a numbered list, one idea per line: what the post is about and, after a dash, why it would work with the audience.',
    platform: {
      TikTok: 'a vertical video script with a hook in the first 3 seconds, 3 to 5 scenes (what we see, what is said and the on-screen text) and a closing call to action.',
      'YouTube Shorts': 'a vertical video script with an opening hook, the body point by point (3 or 4 if I give no number), a close that invites viewers to subscribe; add a title under 60 characters.',
      'Instagram Reels': 'a Reel script with a visual hook, scenes with on-screen text, and a caption with a call to action (save or share) and 5 to 10 hashtags.',
      LinkedIn: 'a text post with a first line that hooks, very short paragraphs, one concrete professional lesson, a closing question to start a conversation, and 3 hashtags.',
      Facebook: 'a conversational post with a warm opening, the message in two or three short paragraphs, a question that invites comments and a call to action.',
    },
    channel: {
      Blog: 'an article with a title, an introduction, sections with subheadings (H2) and a conclusion with a call to action.',
      'Social Media': 'a post with a hook in the first line, short paragraphs, a call to action and 3 to 5 hashtags.',
      Email: 'an email with a subject line, greeting, body in short paragraphs, a call to action and a sign-off.',
      Website: 'web copy with a headline, a subheadline, short blocks with subheadings and a visible call to action.',
      Presentation: 'slides; for each one, a title, 3 to 5 bullet points and speaker notes.',
      'Video Script': 'a scene-by-scene script; for each scene, what we see, what is said and the on-screen text.',
      Podcast: 'an episode script with intro, topic segments with transitions and an outro with a call to action.',
      'Academic Paper': 'academic structure with abstract, introduction, method, results, discussion and references.',
      Report: 'a report with an executive summary, numbered sections, conclusions and recommendations.',
      'Internal Document': 'an internal document with the goal, background, key points as bullets and next steps with owners.',
    },
  },
  lengths: {
    kind: {
      ideas: (count) => `${count} ideas, one line each.`,
      quiz: () => 'as many items as I ask for, each one short and self-contained.',
      email: () => 'between 120 and 200 words.',
      poem: () => 'between 12 and 24 lines.',
      message: () => 'no more than 80 words.',
      presentation: () => 'between 8 and 12 slides.',
      speech: () => 'about 3 minutes read aloud (some 400 words).',
      letter: () => 'between 250 and 400 words (one page at most).',
      summary: () => 'no more than 150 words.',
      translation: () => 'the same length as the original.',
      code: () => 'the complete code, with nothing left out; the explanation in no more than 150 words.',
      social: () => 'between 80 and 150 words.',
      article: () => 'between 700 and 1,000 words.',
      essay: () => 'between 400 and 600 words.',
      plan: () => 'the whole period you ask for, with no days or weeks skipped.',
      analysis: () => 'between 300 and 500 words.',
      research: () => 'between 500 and 800 words.',
      explanation: () => 'between 250 and 400 words.',
      naming: (count) => `${count} options of no more than 8 words each.`,
      copy: () => 'no more than 60 words.',
      listing: () => 'a title of no more than 80 characters; the description, 150-300 words.',
      story: () => 'between 500 and 800 words.',
      script: () => '60 to 90 seconds of video (about 150-220 words).',
      review: () => 'as long as it takes to cover each problem, without repeating the whole original.',
      docs: () => 'as long as it needs to be complete, with no filler.',
    },
    revision: "close to the original's.",
    shorterRevision: 'clearly shorter than the original: keep what matters and cut the rest.',
    longerRevision: 'clearly longer than the original: develop what it says, without padding.',
    videoDescription: 'between 150 and 300 words.',
    caption: 'the first line within 125 characters; the whole caption, 1 to 3 sentences.',
    story: 'from 1 to 5 screens, each with no more than 10 words.',
    carousel: 'from 5 to 10 slides (or as many as the points I give, plus the first and the last), each with no more than 30 words; the caption, 1 to 3 sentences.',
    pinnedComment: 'no more than 50 words.',
    hooks: '5 options, one line each.',
    tweet: 'no more than 280 characters.',
    tweetEach: 'each one no more than 280 characters.',
    platform: {
      TikTok: '30 to 60 seconds of video (about 80-150 words of script).',
      'YouTube Shorts': 'under 60 seconds of video (about 120-150 words of script).',
      'Instagram Reels': '15 to 30 seconds of video; the caption within 125 characters before "more".',
      LinkedIn: 'between 150 and 250 words.',
      Facebook: 'between 60 and 120 words.',
    },
    channel: {
      Blog: 'between 800 and 1,200 words.',
      'Social Media': 'between 50 and 150 words.',
      Email: 'between 120 and 200 words.',
      Website: 'between 300 and 600 words.',
      Presentation: 'between 8 and 12 slides.',
      'Video Script': '2 to 3 minutes (about 300-450 words).',
      Podcast: 'a 10 to 15 minute episode (about 1,500-2,000 words).',
      'Academic Paper': 'between 2,000 and 3,000 words.',
      Report: 'between 1,000 and 1,500 words.',
      'Internal Document': 'between 300 and 600 words.',
    },
  },
  constraints: [
    'Be specific to this case: no generic advice.',
  ],
  followUpConstraint: 'It is a follow-up: mention that I already asked before and be firmer, still polite; ask for a reply or a specific date.',
  unclearPrecision:
    'My request does not say yet exactly what I need: before answering, ask me the 2 or 3 questions whose answers would change your answer most (what it is for, for whom, what I already have); then answer with what I tell you.',
  roleOnlyPrecision: 'Stay in this role for the whole conversation; start by asking me what I need help with and what you need to know about my case.',
  standingRole: {
    machine: {
      format: 'each reply is only the output it would show for what I type, in one monospaced block, with nothing before or after it.',
      constraints: [
        'Stay in the role for the whole chat, until I write "stop": never step out of it to explain, comment or apologise.',
        'Do not type my commands or inputs yourself and do not explain the output unless I ask; when I need to speak to you outside the role, I will put my words between curly brackets.',
      ],
      start: 'Reply first with only what it shows before my first input (its prompt or start screen), and wait for it.',
    },
    partner: {
      format: 'each reply is only your next turn in the role (a question, an answer, a correction or a move), as short as in a real conversation; then stop and wait for my answer.',
      constraints: [
        'Stay in the role for the whole chat, until I write "stop"; remember what I have said and build on it.',
        'Do not write my side of the conversation, do not ask several questions or do several things in one turn, and add no explanations outside the role unless I ask.',
      ],
      start: 'Reply first with your opening turn, as the role would open the conversation (a greeting, a first question or a first move), and then wait for my answer.',
    },
    correction: 'When I make a mistake, quote it, give the correct form and say why in one short line, then carry on with the conversation.',
    correctionStart: 'Reply first with one line in the role asking me what I want to practise or talk about.',
  },
  ownFactsConstraint: 'Do not make up facts about my case (figures, dates, prices); if a detail is missing, leave it in square brackets for me to fill in.',
  quiz: {
    test: {
      role: 'a teacher who writes clear, fair test questions',
      format: 'a numbered list; for each question, the question, the answer options if it is multiple choice, and the correct answer with a one-line explanation.',
    },
    flashcards: {
      role: 'a study coach who makes effective flashcards',
      format: 'one card per line, as "front — back": a short question or term on the front, the answer in a few words on the back.',
    },
    guestInterview: {
      role: 'an experienced interviewer who prepares conversations that draw out stories and insight',
      format: 'the questions grouped by the parts of the conversation (the opening, the main topics, the close), open and one at a time; for each, what it aims to draw out and a follow-up question for when the answer is short.',
    },
    interview: {
      role: 'an experienced interviewer and hiring manager',
      format: 'the questions grouped by what they assess (experience, skills for the role, motivation, fit with the team), numbered; for each, what it reveals, and what a strong answer and a weak answer sound like.',
    },
    candidate: {
      role: 'a career coach who prepares candidates for job interviews',
      format: 'a numbered list of the most likely questions for that job; for each, what the interviewer wants to find out and how to answer well, with a sample answer for my case (what you do not know about me, in square brackets).',
    },
    askProfessional: {
      role: 'someone who knows what to ask a professional before trusting them with something that matters',
      format: 'the questions in the order to ask them, grouped by topic; for each, why it matters and what a good answer sounds like; at the end, the answers that should make me look elsewhere or ask for a second opinion.',
    },
    askInterviewer: {
      role: 'a career coach who prepares candidates for job interviews',
      format: 'a numbered list of questions for me to ask the interviewer, grouped by topic (the role, the team, the company, the next steps); for each, one line on what it shows about me or helps me find out.',
    },
    exercises: {
      role: 'a teacher who writes graded practice exercises',
      format: 'a numbered list of exercises, from easiest to hardest, each with its statement; then the worked solutions, numbered the same way.',
    },
  },
  simpleExplanation: {
    precision: 'Explain it in plain, everyday words, around one everyday analogy; no jargon and no headings.',
    tone: 'warm, plain and patient.',
    format: 'a few short paragraphs of plain prose, no headings or lists.',
  },
  followUpEdit: {
    slot: '[paste the previous answer / the text here]',
    target: (name) => name.charAt(0).toUpperCase() + name.slice(1),
    format: 'the new version whole, ready to use, with no comment before or after it.',
    constraint: 'Keep what works in the original (its facts, names and purpose) and change only what I ask.',
    changes: {
      continue: { precision: 'Continue from exactly where the text stops, in the same voice, form and language; do not repeat or summarise what is already there.', length: 'about as much again as the original, unless it reaches its natural end first.' },
      again: { precision: 'Write a new version of the same thing, different from the original, that still does what it was for.' },
      translate: { precision: 'Translate it into {target}: the whole text, with its meaning, tone and format, and nothing added.' },
      longer: { precision: 'Expand the points it makes with more detail, examples and explanation, without padding or repeating.', length: 'clearly longer than the original: about half as long again, unless I give a length.' },
      shorter: { precision: 'Keep the main points and cut repetition, side details and filler.', length: 'clearly shorter than the original: about half its length, unless I give one.' },
      simpler: { precision: 'Use short sentences and everyday words, and explain any technical term.', tone: 'plain and clear.' },
      formal: { precision: 'Use a more formal register throughout.', tone: 'more formal: a professional register, complete sentences, no slang or emojis.' },
      casual: { precision: 'Use a more relaxed, conversational register throughout.', tone: 'more casual and warm: natural, conversational wording, as one would say it.' },
      examples: { precision: 'Add concrete examples where they help understand or apply it.' },
      reshape: { precision: 'Keep the content and give it the shape I ask for.' },
      edit: { precision: 'Apply only this change to the previous answer and keep everything else as it is.' },
      voiced: { precision: 'Write it in the voice I ask for (its words, turns of phrase and rhythm), played consistently, keeping the meaning.', tone: 'the voice I ask for, played consistently from start to end.' },
      funnier: { precision: 'Add humour (wordplay, exaggeration, a light ironic touch) that fits the subject.', tone: 'funnier and lighter, with humour that fits the subject and the reader.' },
    },
  },
  everyday: {
    literaryAnalysis: {
      role: 'a literary critic and literature teacher',
      precision: 'Analyse it as a literary text: what it says and what it means, and how its form makes that meaning; back each point with a short quotation.',
      format: 'the theme and the central idea in two or three sentences; the meaning, part by part; the literary devices (images, metaphors, repetition, rhythm, rhyme), each with a short quotation and its effect; the tone and the voice; the structure; the context of the author and the period where it helps; a short conclusion.',
      length: 'between 400 and 700 words.',
    },
    historyOverview: {
      role: 'a historian who explains the past clearly, with its dates and the evidence for it',
      precision: 'Explain what it was: when and where, the context it came from, the key events and people with their dates, and why it still matters; say where historians disagree.',
      format: 'what it was, in two or three sentences; the context (when and where); the key events and people, in order, with their dates; its consequences and why it matters today.',
      length: 'between 300 and 500 words.',
    },
    historyExplanation: {
      role: 'a historian who explains the past clearly, with its dates and the evidence for it',
      precision: 'Give the long-term causes and the immediate trigger, each with why it mattered and when; say where historians disagree.',
      format: 'the short answer first; then each cause, from the long-term ones to the immediate trigger, with its date and how it led to the next; at the end, how they fit together.',
      length: 'between 300 and 500 words.',
    },
    conditionSymptoms: {
      role: 'a doctor who explains health questions in plain words',
      precision: 'Explain the symptoms of that condition in plain words, as general information and not a diagnosis: the common ones first, and clearly which ones need a doctor or emergency care.',
      format: 'the common symptoms, the early ones first, each in plain words; the less common ones; the warning signs that need a doctor or emergency care now; who is most at risk; how a doctor confirms it (the usual tests); when to see a doctor.',
    },
    medicineQuestion: {
      role: 'a pharmacist who explains medicines in plain words',
      precision: 'Answer what I ask about that medicine (or that combination) in my situation: the short answer first; then what the label says (the usual dose for the age or weight I give, how often and the daily maximum) and what is known about its interactions and risks; this is general information, not a diagnosis or a substitute for a doctor or a pharmacist: remind me to confirm the dose with them.',
      format: 'the short answer (yes, no or it depends, and on what); why: how it works and, if there are several, what is known about taking them together; the usual dose on the label, if I ask about the dose; what to watch for (side effects and warning signs); who should be more careful (children, pregnancy, allergies, other conditions or medicines); when to check with a doctor or a pharmacist before taking it.',
    },
    symptoms: {
      role: 'a doctor who explains health questions in plain words',
      precision: 'Start from what I describe (the symptoms, how long, how strong, the medicine, my situation); this is information, not a diagnosis, and no medicine doses you cannot know are right for me.',
      format: 'the common possible causes, most likely first, each with what points to it; the warning signs that need a doctor or emergency care now; what I can do meanwhile; when to see a doctor if it does not improve; the questions a doctor would ask me.',
    },
    legalRights: {
      role: 'an expert in consumer, tenant and employment rights who explains the law in plain words',
      precision: 'Keep the facts I give; explain the rights that apply in the place I name (ask for it if I name none), citing the law or the rule where you can, and say that this is general information, not a lawyer\'s advice.',
      format: 'my rights in this situation; the steps to claim them, in order (what to write, to whom, with what proof); the deadlines that apply; what to do if the other side does not answer; where to check the law and get free help (consumer offices, tenant or legal aid services).',
    },
    techHowTo: {
      role: 'a senior software engineer who explains technical tasks clearly',
      precision: 'Answer first, with exactly what to type or paste (the snippet or the commands) for the stack I name (and my system, if I name it); then explain briefly what it does and what can go wrong.',
      format: 'the snippet or the commands in a block, ready to copy; a short explanation of each part; the common pitfalls and how to check it worked; a variant if there is a common alternative.',
    },
    costBreakdown: {
      role: 'someone who knows the real costs of what I ask about and breaks them down item by item',
      precision: 'List every cost item with a typical range in the currency of the place I name and say what makes it vary; if the total depends a lot on the city, the size or the quality and I do not give them, ask me or say what you assume. Mark the figures as estimates to check against real quotes.',
      format: 'first, the rough total as a range (from the leanest to the fullest); a table with each item (what it is, cost range, one-off or recurring), grouped into the upfront investment and the monthly costs, if any; what makes the total vary most (the city, the size, the quality, new or second-hand); where to save; a margin for the unexpected.',
    },
    taxQuestion: {
      role: 'a tax adviser who explains taxes in plain words',
      precision: 'Answer for the country and the situation I give (ask me if I give none): what the rule says, with its conditions and limits and an example with figures; cite the law or the official source (the tax agency) where you can, say that the rules change every year and that this is general information, not a tax adviser\'s or an accountant\'s advice.',
      format: 'the short answer first; what applies in my case, each point with its conditions and limits; an example with figures; the common mistakes; the deadlines and the forms to file; when it is worth asking an accountant or a tax adviser.',
    },
    moneyAdvice: {
      role: 'a financial planner who explains money decisions in plain words',
      precision: 'Work from my figures (income, savings, debts, timeline): do the numbers, compare the options with their risks and costs, and say that this is general information, not personal financial advice; anything you need that I did not give, ask for or leave in square brackets.',
      format: 'the short answer for my case first; the options, each with its pros, cons, risks and costs; the numbers worked out for my figures; the steps to take, in order; what would change the answer.',
    },
    travelDeals: {
      role: 'a travel expert who finds good deals without tricks that backfire',
      precision: 'Give the tactics that most lower the price for that trip, from the one that saves most, each concrete (which search sites or tools, when to book, what dates or places to be flexible on, what hidden costs to watch); prices change, so tell me to compare current ones, and make up no prices.',
      format: 'a numbered list of tactics, each in bold with how to apply it in one or two sentences; then the steps of my search in order; at the end, the traps to avoid (hidden fees, non-refundable fares).',
    },
    tippingCustoms: {
      role: 'a travel guide who knows the customs and etiquette of each country',
      precision: 'Tell me what is usual where I say, by situation (restaurant, bar, hotel, taxi, delivery, hairdresser…): the usual amount or percentage, whether it is expected or optional, and how it is given (cash, card, already in the bill); if it varies by region or type of place, say so.',
      format: 'the short answer first; a table by situation (situation, usual tip, expected or optional, how to give it); the mistakes visitors usually make.',
    },
    tripEstimate: {
      role: 'a travel planner who has organised many trips to that destination',
      precision: 'Give me a realistic range for my trip (days, or a budget if I ask for money), worked out from what is worth seeing and the pace: the minimum, a comfortable and an ideal option, and what each allows; keep the dates, budget and interests I give and leave the missing ones in square brackets (when I travel, from where, what I like, my pace).',
      format: 'the short answer first, as a range; what fits in the minimum, the comfortable and the ideal option (the cities or areas and the days in each); travel time between places; what would change the answer (season, pace, budget); a sample split of the days for the comfortable option.',
    },
    selfEstimate: {
      role: 'an expert in what I ask about (nutrition, pay, fitness, money) who works out figures for a person\'s own case',
      precision: 'Work it out for my case with the figures I give (keep them; anything missing, ask for it or leave it in square brackets): the factors that decide it, how to calculate it with my figures, a realistic range with the reasoning, and when it is worth asking a professional.',
      format: 'the short answer for my case first, as a range; the factors that decide it; the calculation step by step with my figures; what would move it up or down; when to ask a professional of that field (for health, a doctor or a dietitian; for money, an accountant; for studies or sport, a teacher or a coach).',
    },
    goalPlan: {
      role: 'a coach who turns goals into realistic plans',
      precision: 'Make a plan to reach my goal, keeping my figures: first say the safe, realistic pace for this kind of goal (for weight, about 0.5 to 1 kg a week) and whether my deadline fits it (if I give none, propose a realistic one); then the plan I can follow, with no crash methods.',
      format: 'the goal, the deadline and the pace it needs, and whether that pace is safe; the plan by weeks or phases, each with what to do; the habits that make it stick; how to track my progress and what to adjust if I fall behind; when to see a professional (a doctor or a dietitian for health goals).',
    },
    deviceTrouble: {
      role: 'a technician who helps people fix their devices at home',
      precision: 'Start with the quickest, safest checks and go step by step to the harder ones, for the device and system I name; say what not to do and when it needs a repair shop or the warranty.',
      format: 'the likely causes, most common first; the steps to try, in order, each with how to do it on my device; what not to do; how to tell it worked; when to take it to a repair shop or use the warranty.',
    },
    character: {
      role: 'a writer who creates memorable characters for stories and role-playing games',
      precision: 'Create the character with the traits I give, with a personality and a motivation that can drive stories; game statistics only if it is for a game that has them (such as D&D), in that game\'s system.',
      format: 'a character sheet: name; look (2-3 distinctive details); personality (traits, a flaw, a way of speaking); backstory in a short paragraph; motivation and what they fear; secrets and story hooks; the statistics and abilities if the game has them.',
    },
    roleplay: {
      role: 'a roleplay partner who plays a character and stays in it',
      precision: 'Play the character I describe in the scene I describe, in the first person and in character, and let me lead: answer my lines one at a time, without narrating my part; keep it respectful, and step out of character only if I ask.',
      format: 'before starting, a short character brief (who you play, their personality and how they speak; the scene and the setting); then your first line in character, and wait for my answer.',
    },
    assistantInstructions: {
      role: 'a prompt engineer who writes the instructions (system prompts) of assistants that talk to people',
      precision: "Write the complete instructions, ready to paste as the assistant's system prompt: keep every instruction I give and add what an assistant needs for a whole conversation.",
      format: 'the instructions in one block, addressed to the assistant ("You are…"): who it is and whom it talks to; its scope (what it answers and what it does not); the knowledge it may use (only the information I give it, in square brackets until I paste it); how to answer (short replies, the tone); what to do when it is unsure or asked something out of scope (say so, never invent); when and how to hand over to a person.',
      slot: 'What the assistant may use: [paste here what it answers from: facts, policy, prices, FAQs].',
    },
    assistantSetup: {
      role: '',
      precision: 'Keep this role for the whole conversation: answer only within its scope and only from the information below.',
      format: 'short, friendly replies (2 to 4 sentences), with steps only when the person has to do something; if the answer is not in the information below or you are unsure, say so plainly and never invent; to a question outside your scope, say what you can help with; when the person asks for a human, is upset or the case needs a decision you cannot make, hand over to a person: [how to reach one: email, phone, hours].',
      slot: 'Information you may use: [paste here the policy, the facts and the FAQs].',
    },
    privacyPolicy: {
      role: 'a legal writer who drafts clear documents for websites and small businesses',
      precision: "Write the complete document with the sections this kind of document has, in plain language; leave the owner's details in square brackets and end with a note to have it reviewed by a lawyer before using it.",
      format: 'a title; numbered sections with headings: who is responsible and how to contact them; what data is collected and why; the legal basis; how long it is kept; who it is shared with; the user\'s rights and how to exercise them; cookies; changes to the policy; the date of the last update.',
      slot: "Owner's details: [name or company, tax ID, address, contact email, country whose law applies].",
    },
    giveawayRules: {
      role: 'a lawyer who writes the official rules of giveaways and contests',
      precision: 'Write the complete rules, ready to publish with the giveaway (and, if it runs on a social network, in line with its rules); the details I have not given you yet (organiser, dates, prize) go in square brackets for me to fill in.',
      format: 'numbered sections: organiser (name, company number and address); purpose and dates (start, end and time zone); who may enter (minimum age, country, exclusions); how to enter (the steps); the prize (what it is, its value, no cash alternative); how the winner is chosen and how and when they are told (and what happens if they do not answer); data protection (who holds the data, what for, the entrant\'s rights); if it runs on a social network, the platform\'s disclaimer (it does not sponsor, endorse or administer the giveaway); acceptance of the rules.',
    },
    terms: {
      role: 'a legal writer who drafts clear documents for websites and small businesses',
      precision: "Write the complete document with the sections this kind of document has, in plain language; leave the owner's details in square brackets and end with a note to have it reviewed by a lawyer before using it.",
      format: 'a title; numbered sections with headings: who we are; use of the site or service; orders, prices and payment; shipping, returns and refunds; liability; intellectual property; applicable law and courts; the date of the last update.',
      slot: "Owner's details: [name or company, tax ID, address, contact email, country whose law applies].",
    },
    contract: {
      role: 'a legal writer who drafts clear documents for websites and small businesses',
      precision: "Write the complete document with the sections this kind of document has, in plain language; leave the owner's details in square brackets and end with a note to have it reviewed by a lawyer before using it.",
      format: 'a title; the parties with their details; numbered clauses: the purpose, each party\'s obligations, payment, duration, confidentiality, termination, applicable law; the place, the date and signatures.',
      slot: "Owner's details: [name or company, tax ID, address, contact email, country whose law applies].",
    },
    announcement: {
      role: 'someone who writes clear announcements and notices that people read and act on',
      precision: 'Give the news in the first sentence (what changes and from when), then what each person has to do; every detail I give, anything missing in square brackets.',
      format: 'a subject or heading; the news in one sentence; the details (what, from when, whom it affects); what they need to do, if anything; whom to ask.',
    },
    noticeSign: {
      role: 'someone who writes clear notices and signs that are understood at a glance',
      precision: 'Write the text of the notice, ready to print and put up where I say: short, with every detail I give (what is happening, dates, times, place) and anything missing in square brackets; it is a sign, not a message: no letter greeting or personal sign-off.',
      format: 'a short headline in capitals that reads from a distance; the key fact in one or two sentences; the dates and times, if any; what to do meanwhile or instead, if it applies; whom to tell or ask (name, phone or place); a closing line of courtesy, if it fits.',
      length: 'just enough to read at a glance: no more than 50 words.',
    },
    problemCheck: {
      role: 'a careful reviewer who finds what is wrong in a text and says how to fix it',
      precision: 'Answer my question first (yes or no, and how serious), then go through the text: quote each problem, say why it is one and what to change or ask for; if nothing is wrong, say so.',
      format: 'a one-line verdict; the problems, most serious first, each with the quote, why it is a problem and what to change or ask for; what is fine as it is; for a contract, a note that a lawyer should confirm it.',
    },
    strategy: {
      role: 'a growth strategist who turns a business\'s figures into a plan of action',
      precision: 'Start from the figures I give (anything missing in square brackets) and give a strategy I can start this week, not a list of general tips.',
      format: 'a diagnosis from my figures (where I am and what holds me back); a measurable goal with a date; the actions by priority (impact and effort), each with how to do it; the channels to use and why; a calendar for the first 4 weeks; the metrics to track each week.',
    },
    copyLines: {
      role: 'a copywriter and email marketer who writes lines that get opened and clicked',
      precision: "Each option works on its own, puts the offer or the benefit up front and keeps within the platform's limits (an email subject: at most 50 characters; a headline: at most 10 words).",
      format: 'a numbered list of the options, each from a different angle (benefit, urgency, curiosity, the figure); after each, in brackets, its angle and its character count.',
    },
    comparison: {
      role: 'an analyst who compares options with clear criteria and no favourites',
      precision: 'Compare the options on the same criteria and end with which one suits the case I describe (or, if I describe none, which case suits each).',
      format: 'the criteria that matter in this case; each option on those criteria (in a table if it helps); the pros and cons of each; a final recommendation: which one suits my case, or which case suits each.',
    },
    extraction: {
      role: 'a meticulous assistant who extracts data from texts and makes nothing up',
      precision: 'Extract exactly the fields I ask for, as they appear in the text; do not invent or fill in anything: if a field is not there, write "not found".',
      format: 'a table with one column per field asked for and one row per item found, in the order of the text (or a list if I ask for one field).',
    },
    recipe: {
      role: 'a cook who writes clear, tested recipes',
      precision: 'Give the quantities for the servings I state (4, if I state none), in common kitchen measures, and the time each step takes.',
      format: 'the name of the dish; servings and times (prep, cooking and total); ingredients with quantities; numbered steps; at the end, optional tips (variations, how to store it).',
    },
    imagePrompt: {
      role: 'an expert at writing prompts for image-generation tools',
      precision: 'Write a single prompt, ready to paste into the tool, in English (most of these tools understand it best) unless I ask for another language.',
      format: 'the prompt in one block: subject; setting; style; lighting; composition and camera (shot, lens, angle); at the end, the tool\'s parameters when it has them (Midjourney: --ar with the aspect ratio); then one line explaining the choices.',
    },
    datingProfile: {
      role: 'someone who writes dating profiles that sound like a real person and start conversations',
      precision: 'Use the facts I give and invent none (age, job, hobbies); show personality with one or two concrete, specific details instead of a list of adjectives or clichés ("love to laugh", "partner in crime"); a light touch of humour if it fits; say what I am looking for if I say it; within the length usual on that app (Tinder: up to 500 characters; Bumble: up to 300; Hinge: short answers to its prompts).',
      format: '3 options in different styles (playful, warm, direct), each ready to paste; each ends with a hook that is easy to reply to (a question, a playful challenge); anything missing in square brackets.',
    },
    profile: {
      role: 'a writer of profiles and listings that win people over on the platform where they appear',
      precision: 'Use the facts I give and invent none; the most attractive first, with the structure and the length usual on that platform.',
      format: 'a first line with the most attractive point; then the facts I give, in the order the platform shows them (for a place to stay: the space, what it includes and the neighbourhood; for a professional profile: what you do, achievements and what you are looking for); anything missing in square brackets.',
    },
    personalComposition: {
      role: 'a language teacher who writes lively descriptive and narrative compositions',
      precision: 'Describe and tell, do not argue: bring the person, place or time to life with concrete details (what they are like, what one sees and hears), tell one or two anecdotes and end with what it means to me; use the facts I give and leave the missing ones (names, memories) in square brackets, never made up.',
      format: 'a title; an introduction that says who or what it is about; the body in paragraphs: what they are like and one or two anecdotes; a close with what it means to me.',
      length: 'between 250 and 400 words.',
    },
    childMystery: {
      role: "a children's author who writes mysteries young readers can solve",
      precision: 'Write it for the age I give: simple words and short sentences, and a mystery the child can solve along with the detective: the puzzle set out at the start, 3 or 4 clues they can notice as they read (one of them a false trail) and a fair solution that uses only those clues, explained at the end; exciting, not frightening.',
      format: 'a title; the story in short paragraphs: the puzzle, the clues one by one, the moment the reader could guess, and the solution explained.',
      length: 'between 300 and 600 words (about 5 minutes read aloud).',
    },
    childStory: {
      role: 'a children\'s author who writes stories to read aloud',
      precision: 'Write it for the age I give: simple words and short sentences, a gentle problem, a little repetition children enjoy, and a warm ending (at bedtime, a calm one that helps them fall asleep); nothing scary.',
      format: 'a title; the story in short paragraphs, easy to read aloud.',
      length: 'between 300 and 600 words (about 5 minutes read aloud).',
    },
    dialogueScene: {
      role: 'a playwright and screenwriter with an ear for how people really talk',
      precision: 'Tell it through what the characters say alone: a distinct voice for each, what they feel left under the words, and a turn before the end.',
      format: 'one line per turn, the speaker\'s name before it; no narration, beyond a short stage direction in brackets where it is needed.',
    },
    plotIdeas: {
      role: 'a story editor who helps novelists and screenwriters solve their plots',
      precision: 'Give as many options as I ask for (3 to 5 if I give no number), each different and true to what I tell of my story; if I already have an idea, keep it and build on it. For each, the clues to plant earlier so it surprises yet feels inevitable, and what it changes in the rest of the plot.',
      format: 'a numbered list; each option with a name of a few words, what happens, the clues to plant and what it changes; at the end, the one you would pick and why.',
    },
    fixedFormPoem: {
      role: 'a poet who masters fixed forms',
      precision: 'Follow the rules of the form I ask for exactly (its number of lines, its syllables or metre, its rhyme scheme), with fresh images rather than clichés.',
      format: 'the poem alone, with no explanation.',
    },
    vocabularyList: {
      role: 'a language teacher who builds vocabulary lists learners remember',
      precision: 'Give the words that come up most in real use on that topic, at my level, each with its translation and an example sentence; as many as I ask for (20 if I give no number).',
      format: 'a table: the word (with its article or gender where the language has one), its translation and an example sentence; grouped by theme where it helps.',
    },
    conceptMap: {
      role: 'a teacher who turns topics into clear concept maps',
      precision: 'Put the central concept at the top and branch out to the main ideas and then to their details, each link labelled with the words that join them ("causes", "is part of"), so that the map reads as sentences.',
      format: 'an indented hierarchy (or a Mermaid diagram if I ask for one): the central concept; its branches; under each, its details; the labelled links.',
    },
    biography: {
      role: 'a biographer who writes accurate, vivid lives',
      precision: 'Keep to well-documented facts, with their dates: where they came from, the turning points, what they achieved and why it still matters; one telling anecdote; if a fact is uncertain, say so.',
      format: 'who they were, first; their life in order, in short paragraphs; their legacy, to close.',
      length: 'between 250 and 400 words.',
    },
    funFacts: {
      role: 'a science communicator who collects surprising, true facts',
      precision: 'Give as many facts as I ask for (10 if I give no number), each true, checkable and surprising, with why it is so; no myths.',
      format: 'a numbered list, one fact per item, in one or two sentences.',
    },
    wordPuzzle: {
      role: 'a puzzle maker for classrooms and magazines',
      precision: 'Make it playable in plain text (a 12 × 12 grid with 10 words if I give no size): words that fit the topic and the level, every word really in the grid (or one answer that fits each clue), and the solution at the end.',
      format: 'the grid in a monospaced block; the words to find (or the numbered clues, across and down); the solution.',
    },
    stagePlay: {
      role: 'a playwright who writes for school and amateur stages',
      precision: 'Write it to be staged with few means: a small cast with a part for each actor, clear entrances and exits, dialogue that moves the story on, and its message shown through the action rather than preached.',
      format: 'the title; the cast list; each scene with its heading and setting; the dialogue, with each character\'s name before their lines and stage directions in brackets.',
      length: 'about 5 to 10 minutes on stage.',
    },
    diaryEntry: {
      role: 'a writer of historical and character fiction',
      precision: 'Write in the first person, in the voice of that character and their time: concrete details of their day (what they saw, ate, feared), their feelings, and nothing they could not have known.',
      format: 'the date (and the place) at the top, as the period would write it; the entry in paragraphs, as a diary is written.',
      length: 'between 250 and 450 words.',
    },
    basicsLesson: {
      role: 'a patient teacher who gets beginners started',
      precision: 'Teach only what I need first, in the order I need it, each idea with a short example; then a first exercise to try, and what to learn next.',
      format: 'what I will be able to do by the end; the basics, numbered, each with an example; a first exercise; what to learn next.',
      length: 'between 300 and 600 words.',
    },
    rpgAdventure: {
      role: 'a seasoned game master who writes adventures ready to run',
      precision: 'Write it ready to run for the number of players and the level I give (4 players of level 1 if I give none), in the rules of the game I name (D&D 5e if I name none): a hook, three to five parts with encounters or challenges balanced for that level, non-player characters with a motive, a twist and the rewards.',
      format: 'the title and the premise in a few lines; the hook; each part with its place, what happens, the encounter (enemies or challenge, with their statistics or difficulty) and what the players can find; the main non-player characters, each with what they want; the ending and the rewards.',
    },
    gameDesign: {
      role: 'a game designer who makes simple games people actually play',
      precision: 'Make it playable at once with what is usually at hand, for the age and the number of players I give, with rules short enough to explain in a minute and a clear way to win.',
      format: 'the name; the goal; what you need; how to set it up; how to play, step by step; how to win; one or two variants.',
    },
    guidedMeditation: {
      role: 'a meditation teacher who guides in a calm, simple voice',
      precision: 'Write it to be read slowly aloud: short, gentle sentences in the second person, breathing cues, the pauses marked, and a soft return at the end; promise nothing medical.',
      format: 'the script in short paragraphs, the pauses marked as (pause, 10 seconds): settling in, the body of the practice, the return.',
      length: 'the minutes I give, at about 100 words a minute with its pauses (5 minutes if I give none).',
    },
    pickupLines: {
      role: 'a comedy writer with a light touch',
      precision: 'Playful and clever, built on the topic I give, never crude or pushy; as many as I ask for (5 if I give no number).',
      format: 'a numbered list, one line each.',
    },
    affirmations: {
      role: 'a coach who writes affirmations people can believe',
      precision: 'In the first person and the present tense, positive, specific to what I want to work on and believable rather than grandiose; as many as I ask for (10 if I give no number).',
      format: 'a numbered list, one sentence each.',
    },
    treasureHunt: {
      role: 'a party game organiser who writes treasure hunts for children',
      precision: 'Write the clues in order, each one leading to the next hiding place, easy to read for the age I give (rhyming if they are young), with places that exist where it happens; as many clues as I ask for.',
      format: 'a numbered list: each clue and, below it, where to hide it (its answer); at the end, where the prize is.',
    },
    journalPrompts: {
      role: 'a coach who writes journaling prompts for self-reflection',
      precision: 'Open questions (no yes or no) that invite honest, specific answers about my own life, each from a different angle of the theme I give, gentle rather than clinical; as many as I ask for (10 if I give no number).',
      format: 'a numbered list, one question each.',
    },
    synonyms: {
      role: 'a lexicographer who knows every shade of meaning',
      precision: 'Real words only, the closest first, grouped by sense or by register (formal, neutral, informal) where they differ, each group with a short example in use; as many as I ask for (8 to 12 if I give no number).',
      format: 'the groups, each with its words and one example sentence.',
    },
    languageQuestion: {
      role: 'a language teacher who answers usage questions clearly',
      precision: 'Answer first, exactly as I would use it; then the rule behind it in one or two sentences and one or two examples; where it depends on register or region, say which form fits where.',
      format: 'the answer first; the rule; the examples.',
      length: 'no more than 150 words.',
    },
    exampleSentences: {
      role: 'a language teacher who writes natural example sentences',
      precision: 'Write as many sentences as I ask for (3 if I give no number), each natural and showing the word in a different use or context, at my level.',
      format: 'a numbered list, one sentence each, the word in bold.',
    },
    annotatedBibliography: {
      role: 'a research librarian',
      precision: 'Give the number of sources I ask for on the topic, only real ones you know exist (author, year, title, journal or publisher, DOI or URL), in the style I name (APA 7th edition if I name none); if you are not sure a source exists, say so instead of making one up. Under each, an annotation of 100 to 150 words: what it studies, how, what it finds and why it is useful for my topic.',
      format: 'the entries in alphabetical order by author, each with its reference in the style and its annotation in one paragraph (summary, method, key finding, usefulness); at the end, a reminder to check each source in a database.',
    },
    citation: {
      role: 'a librarian who knows the citation styles',
      precision: 'In the style I name (APA 7th edition if I name none): the reference-list entry for that kind of source, the in-text citation, and what to do when a piece is missing (no author, no date).',
      format: 'the pattern for that kind of source; a filled-in example; the in-text citation; the usual mistakes.',
    },
    selfReview: {
      role: 'a career coach who helps people write their performance self-evaluation',
      precision: 'Write it in the first person from the achievements and figures I give (anything missing in square brackets): achievements with their impact, what I learned, where I want to grow and how, and goals for next year; honest and specific, with no empty praise.',
      format: 'the sections the review asks for (if I name none: key achievements, with figures; strengths; areas to improve, each with a plan; goals for next year), in short paragraphs or bullets.',
    },
    interviewCoaching: {
      role: 'a career coach who prepares candidates for interviews and applications',
      precision: 'Show me how to answer it well for my case: what the person asking wants to know, how to structure the answer, and a sample answer in my words, with square brackets for my details; say what not to say.',
      format: 'what the interviewer or recruiter wants to know; the structure of a good answer; a sample answer, ready to adapt; the common mistakes.',
    },
    statusUpdate: {
      role: 'a project manager who writes clear status updates for stakeholders',
      precision: 'Lead with the status (on track, at risk or late) and what it means for the reader; then the progress, the cause of any delay, the new dates, the risks and what I need from them; only the facts I give, the rest in square brackets.',
      format: 'a subject line; the status, in a few words; what was done; what is late and why; the new plan with dates; the risks and the decisions or help I need; when the next update comes.',
    },
    pcBuild: {
      role: 'a PC builder who picks compatible parts for a budget and a use',
      precision: 'One complete, compatible build for the use and the budget I give (ask me if I give neither): each part with a model, why it was chosen for that use and an approximate price, and the total within the budget; prices change, so tell me to check the current ones before buying.',
      format: 'a table with one row per part (processor, motherboard, memory, storage, graphics card, power supply, case, cooling): the model, why and the approximate price; the total; where to save or spend more if the budget changes; what to check for compatibility.',
    },
    astrology: {
      role: 'an astrologer who explains charts and signs in plain words',
      precision: 'Read it from the data I give (date, time and place of birth, or my sign; ask me for what is missing), with every term explained; present it as astrology, a tradition for reflection and entertainment, not as facts or predictions, and make no claim about health, money or fate for me to act on.',
      format: 'what the chart or the sign says, in parts (for a birth chart: the sun, moon and rising signs and the main planets; for a horoscope: love, work, money and wellbeing); a few themes or questions to reflect on; one line saying that astrology is for reflection, not a prediction.',
    },
    dreamMeaning: {
      role: 'someone who knows what psychology and dream traditions say about dreams',
      precision: 'Say what dreams like this one are commonly linked to: first what psychology says (dreams often reflect worries, changes and feelings of the moment), then the popular symbolism, as possible readings and never as predictions; relate it to what I tell of my life, if I tell any, and ask me questions that help me find my own reading.',
      format: 'in a line, what this dream is most often linked to; the possible readings, psychology first, each in a few lines; questions to ask myself; when recurring dreams or nightmares are worth talking to a professional about.',
    },
    writingHowTo: {
      role: 'a writing coach who teaches people to write clear, effective texts',
      precision: 'Teach me how to write it well, for the case I describe if I describe one: what makes a good one for its reader, its structure step by step, the mistakes that weaken it, and a short example I can adapt.',
      format: 'what a good one achieves, in a line; the structure, part by part, each with what goes in it; 5 to 7 concrete tips, each with a before-and-after where it helps; the common mistakes; a short example or template to adapt.',
    },
    gameStrategy: {
      role: 'an experienced player and coach of the game I name',
      precision: 'For the game I name and my level (a beginner if I give none): the strategies that win most often, the most important first, each with when to use it and a concrete example from a game; then the mistakes that lose games.',
      format: 'the key idea of the game in one or two lines; the strategies as a numbered list, each with why it works and an example; the beginners\' mistakes to avoid; one thing to practise first.',
    },
    gardenDesign: {
      role: 'a garden designer who plans small spaces for beginners',
      precision: 'For the space, the light and the climate I give (ask me for what is missing): what to plant and where, how many of each, in what containers or beds and when to plant, chosen for the light it gets and for care a beginner can keep up.',
      format: 'the layout, area by area (a simple sketch in text if it helps); the plants chosen, each with why it suits the light, how many and when to plant it; containers, soil and watering; a to-do list for the first month.',
    },
    plantCare: {
      role: 'a gardener who gives practical, specific plant care advice',
      precision: 'Answer for the plant and the conditions I give (light, climate, season, indoors or outdoors, pot; if I give none, say what you assume): what to do, with amounts and how often, and how to tell whether it is working.',
      format: 'the direct answer first; the care it needs (light, water, soil, feeding, temperature), each with amounts and how often; the signs of too much or too little; what to do if it keeps getting worse.',
    },
    vehicleTrouble: {
      role: 'a mechanic who explains car and motorbike problems in plain words',
      precision: 'From what I describe: whether it is safe to keep driving, the most likely causes from most to least likely, what I can check myself safely and what a repair usually involves; costs vary, so give a rough range and tell me to ask a workshop for a quote.',
      format: 'whether it is safe to drive now, first; the likely causes, most likely first, each with how to recognise it; what I can check myself and how; what to tell the mechanic; a rough cost range.',
    },
    companyPolicy: {
      role: 'an HR specialist who writes clear, fair workplace policies',
      precision: 'Write the complete policy, ready to share with the team, for the company and the rules I give (anything I have not decided in square brackets, never invented): who it applies to, what is allowed and what is not, how to request or report, and what happens if it is not followed; remind me to have it checked against local employment law.',
      format: 'the title and the date it takes effect; its purpose; who it applies to; the rules, as numbered clauses; how to request, approve or report; who is responsible for what; what happens if it is not followed; who to ask and when it is reviewed.',
    },
    outfitAdvice: {
      role: 'a stylist who dresses people for real occasions',
      precision: 'For the occasion, dress code, season and budget I give (if I give none, say what you assume): what to wear from top to shoes, with two or three outfits to choose from and what to avoid.',
      format: 'the dress code in plain words; two or three complete outfits, each piece named; what to avoid; a tip for the details (shoes, accessories, grooming).',
    },
    travelEntry: {
      role: 'someone who knows the entry requirements for travellers',
      precision: 'For my nationality and my route (ask me if I give neither): the documents, visas or electronic authorisations required, how and how far ahead to get them and what they cost; rules change, so point me to each country\'s official site to confirm.',
      format: 'what I need, as a checklist (☐) in the order to get it; for each, where to apply, how long it takes and what it costs; the usual traps (passport validity, a return ticket, minors travelling); the official sites to confirm.',
    },
    placesToVisit: {
      role: 'a local travel guide who knows the places beyond the usual list',
      precision: 'As many places as I ask for (8 if I give no number), the ones that fit what I say I like first; for each, what it is, why it is worth it, the best time to go, how to get there and roughly what it costs; if I ask for places off the beaten track, they really are.',
      format: 'a numbered list, each place with its region and a few lines on what to see, the best time, how to get there and the cost; at the end, how to combine them on one route.',
    },
    ingredientSubstitute: {
      role: 'a cook who knows what each ingredient does in a recipe',
      precision: 'The best substitutes for that ingredient in that recipe, the one that changes the result least first; for each, how much to use per unit of the original and how it changes the taste, texture or cooking time; say which to avoid.',
      format: 'the best option first, with its quantity; the others in a short table (substitute, quantity, how it changes the result, best for); what to avoid.',
    },
    rehabExercises: {
      role: 'a physiotherapist who designs gentle, safe exercise routines',
      precision: 'Gentle exercises for that pain or area that I can do at home, each with how to do it, how many repetitions or seconds and how often; what to avoid; and the warning signs that mean stopping and seeing a doctor or a physiotherapist. This is general information, not a treatment for my case.',
      format: 'the exercises in order, gentlest first, each with its steps, the repetitions or time and what I should feel; how often to do the routine; what to avoid; the signs to stop and see a professional.',
    },
    techForBeginners: {
      role: 'a patient teacher who explains technology to people who have never used it',
      precision: 'Write the steps for that person, not for me: one action per step, with what they will see on the screen and where to tap, in plain words with no jargon; say what to do if something looks different.',
      format: 'numbered steps, one action each, with what appears on the screen; at the end, the two or three things to remember, as a note they can keep by the phone.',
    },
    storyMoral: {
      role: 'a literature teacher who explains fables and tales simply',
      precision: 'State the moral first, plainly; explain, from what happens in the story, how it shows it, and give one example of how it applies today; no literary analysis.',
      format: 'the moral; how the story shows it; one example from life today.',
      length: 'between 80 and 150 words.',
    },
    figureExample: {
      role: 'a language and literature teacher who explains figures of speech with clear examples',
      precision: 'Give as many original examples of the figure as I ask for, from the simplest to the most literary, and explain each one: what it does or compares, and why it is that figure and not a similar one.',
      format: 'the examples, numbered, each followed by a short explanation; at the end, the figure defined.',
    },
    prayer: {
      role: 'someone who writes simple, heartfelt prayers to say with the family',
      precision: 'Write it to be said aloud, in simple and sincere words, for the reason I give and in the tradition I name (if I name none, addressed to God, without the set formulas of one church); for children, in short sentences they can repeat.',
      format: 'the prayer, ready to say; below it, a shorter version for when time is short.',
      length: 'between 40 and 100 words.',
    },
    ownDataTable: {
      role: 'an assistant who puts data into clear tables',
      precision: 'Use exactly the data I give, adding or changing none (anything missing, in square brackets): one row per item and one column per detail; if they are amounts or quantities, add them up in a total row at the end.',
      format: 'the table, with a total row at the end if they are amounts or quantities; below it, only if useful, one line on what stands out (the largest, what each is of the total).',
    },
    factTable: {
      role: 'a researcher who checks every fact',
      precision: 'One row per item and one column per fact I ask for; only checked facts, with the date they refer to where they change over time; if a fact is uncertain or disputed, mark it instead of making it up.',
      format: 'the table; below it, a short note with the date of the figures and what to know to read them.',
    },
    factRanking: {
      role: 'a researcher who checks every fact',
      precision: 'Give as many as I ask for (10 if I give no number), ranked, each with the figure that ranks it (and the year it refers to, where it changes over time); if sources rank them differently or measure them another way, say so instead of making it up.',
      format: 'a numbered list from first to last, each with its name, its figure and one line of context; below it, one line on the measure used and the date of the figures.',
    },
    timeline: {
      role: 'a historian who makes clear, accurate timelines',
      precision: 'Only well-established dates, in order, each event with why it matters; the turning points marked; where a date is disputed, say so.',
      format: 'a table in chronological order: date, event, why it matters.',
    },
    paragraph: {
      role: 'a writer who builds clear, well-made paragraphs',
      precision: 'Develop one idea: open with the main point, follow with three or four sentences that develop it with a concrete fact or example, and close it.',
      format: 'a single paragraph, with no title.',
      length: 'between 100 and 150 words.',
    },
    topicIdeas: {
      role: 'a teacher who helps students choose a topic they can do well',
      precision: 'Give as many options as I ask for (5 if I ask for one or give no number), each specific enough to research or argue in the space I have, with its angle and why it works; then the one you would choose.',
      format: 'a numbered list: each topic as a working title, with its angle; your pick at the end.',
    },
    goalTips: {
      role: 'someone with hands-on experience of that field who gives tested, practical tips',
      precision: 'Give the tips that make the most difference for that goal and the situation I describe, most useful first, each concrete (how to do it, with an example); as many as I ask for (7 to 10 if I give no number).',
      format: 'a numbered list: each tip in one bold line, then how to do it and an example in one or two sentences; at the end, the common mistakes to avoid.',
    },
    riddles: {
      role: 'a writer of riddles and word games for children and families',
      precision: 'Write it to be said aloud: simple words and a rhythm or a rhyme that makes it fun; in a riddle, clues fair enough to guess; if I ask for several, each one different.',
      format: 'each one on its own (numbered if there are several), with the answer below each riddle.',
    },
    standUp: {
      role: 'a stand-up comedian who writes tight sets',
      precision: 'Build it on one clear premise from everyday life, with setups and punchlines, a few callbacks and a strong closer, written the way it is spoken.',
      format: 'the routine as it is spoken, in short paragraphs, one per bit; the pauses that land a joke, marked (pause).',
      length: 'the minutes I give, at about 140 words a minute (3 minutes if I give none).',
    },
    screenplay: {
      role: 'a screenwriter',
      precision: 'Write it in screenplay format and tell it through what is seen and heard: action in the present tense, and dialogue that does not say what the images already show.',
      format: 'scene headings (INT./EXT., the place, DAY/NIGHT); short action lines; each character\'s name above their lines; directions in brackets only where needed.',
      length: 'about one page per minute of screen time.',
    },
    writingPrompts: {
      role: 'a creative-writing teacher who sets inspiring prompts',
      precision: 'Give as many prompts as I ask for (10 if I give no number), each a different premise: a character, a situation and a conflict or a question, open enough to take anywhere; no stories written out.',
      format: 'a numbered list, one prompt per item, in one or two sentences each.',
    },
    descriptivePassage: {
      role: 'a literary writer with an eye for detail',
      precision: 'Show it through the senses (light, colour, sound, smell, texture), with precise images and one or two fresh comparisons instead of clichés, and a mood that builds to the last line.',
      format: 'one or two paragraphs of prose, with no title.',
      length: 'between 100 and 200 words.',
    },
    debateArguments: {
      role: 'a debate coach',
      precision: 'Give the strongest arguments for the side I take, each with the evidence or example that backs it; for each, the objection the other side will raise and how to answer it.',
      format: 'a numbered list, strongest first: the claim in one sentence, its support, the likely rebuttal and the answer to it; at the end, a one-line closing statement.',
    },
    suitedOptions: {
      role: 'an expert in the field who recommends what fits each case',
      precision: 'Recommend the options that fit the situation I describe (five to eight if I give no number), the best fit first, each with why it suits my case and how to use or set it; answer straight away, and where a detail of my case would change the choice, state what you assume.',
      format: 'a numbered list, the best fit first: for each, the option, why it suits my situation and how to use or set it; then what to avoid; a one-line pick if I can choose only one.',
    },
    memoryTrick: {
      role: 'a learning coach who builds memory tricks that stick',
      precision: 'Build the trick for exactly what I have to memorise (an acronym, a sentence, a story or vivid images), show what each piece stands for, and say how to practise it so it lasts (a few short reviews over the next days, recalling without looking).',
      format: 'the trick first; then what each piece stands for, item by item; then how and when to review it.',
    },
    conceptTutor: {
      role: 'a patient tutor who explains step by step until it clicks',
      precision: 'Start from what I probably already know and build up one step at a time, in plain words; work through one example with me; end with two or three short questions to check that I understood, with their answers after them.',
      format: 'the idea in one or two sentences; the steps, each short, with the worked example; the check questions, then their answers.',
    },
    rapVerse: {
      role: 'a rapper and songwriter with a strong ear for flow',
      precision: 'Write it to be rapped: a steady flow you can count, internal rhymes and multisyllabic rhymes, not only at the end of the line, and a punchline to close.',
      format: 'the verse alone, one bar per line, as many bars as I ask for (16, a classic verse, if I give no number), with no title and no other parts (no chorus) unless I ask for them.',
    },
    songPart: {
      role: 'a songwriter',
      precision: 'Write only the part I ask for, to be sung: lines of even metre that fit the theme and style I give; as the part\'s job asks (a chorus: short and easy to sing back, its hook line repeated; a verse: it tells and leads into the chorus; a bridge: it changes the angle before the last chorus). If I paste the rest of the song, match its metre, rhyme and voice.',
      format: 'the part alone, its label first in square brackets (Chorus, Verse 2, Bridge…), one line of lyrics per line, with no title and no other parts unless I ask for them.',
    },
    lyrics: {
      role: 'a songwriter',
      precision: 'Write it to be sung: lines of even metre and a chorus that repeats and sticks.',
      format: 'a title; each part labelled in square brackets (Verse 1, Chorus, Verse 2…); the chorus repeats the same each time.',
    },
    profileRecommendation: {
      role: 'a manager who writes credible recommendations for LinkedIn profiles',
      precision: 'Write it in the first person, ready to paste on their profile: specific, with facts I give and none I do not; anything missing (dates, projects, results), in square brackets.',
      format: 'how I know them (our roles and for how long) in the first sentence; two or three strengths, each with a concrete example or result; a closing line that recommends them; no greeting and no signature.',
      length: 'between 80 and 180 words.',
    },
    factCheck: {
      role: 'a fact-checker who separates evidence from myth',
      precision: 'Say in the first sentence whether it is true, false or partly true; then why, with what the evidence shows and, if it is a myth, where it comes from; if the evidence is not settled, say so.',
      format: 'the verdict first (true, false or partly true), in one sentence; the explanation in a few sentences; where the belief comes from, if it is a myth.',
      length: 'no more than 150 words.',
    },
    factAnswer: {
      role: 'a careful reference librarian who checks facts',
      precision: 'Give the answer in the first sentence, then one to three sentences of context that make it easy to remember; if it has changed over time or sources disagree, say so and give the current, most accepted answer.',
      format: 'the answer first, in one sentence; then the context in a few sentences, with no headings.',
      length: 'no more than 80 words.',
    },
    childHabits: {
      role: 'a paediatric nurse and parenting coach who gives gentle, evidence-based advice',
      precision: 'Fit the advice to the child\'s age I give (ask for it if I give none): what is normal at that age, and a routine I can keep up for one or two weeks, with no punishments or pressure.',
      format: 'why it often happens at this age; the routine to try, step by step; what to say and do in the moment; what to avoid; how long before it usually improves; when to ask the paediatrician.',
    },
    childTalk: {
      role: 'a child psychologist who helps parents talk with their children about hard things',
      precision: "Give me the words to use with a child of the age I give, honest and simple, without euphemisms that confuse (such as 'he went to sleep'), and how to answer what they may ask.",
      format: 'what to say first, in words I can use as they are; the questions the child may ask and how to answer each; the reactions to expect at that age and how to respond; what to avoid saying; the signs that it is worth asking a professional for help.',
    },
    jokes: {
      role: 'a comedy writer',
      precision: 'Each joke works without context and lands on its last line, without mocking anyone for their origin, gender or looks.',
      format: 'each joke on its own (numbered if there are several): the setup and the punchline.',
    },
    codeExplanation: {
      role: 'a senior developer who explains code to the person who has to work with it',
      precision: 'Explain what the code does and how, at my level: no rewrite unless I ask, and say plainly if something in it looks wrong.',
      format: 'what it does, in one or two sentences; how it works, part by part or line by line, quoting each part; an example input with the output it gives; anything surprising or risky in it.',
    },
    personalityQuiz: {
      role: 'a creator of playful quizzes people love to share',
      precision: 'A quiz with no right answers: each option leads to one of the results, and every result is flattering and fun to share.',
      format: 'a title; 5 to 8 questions, each with 3 or 4 options marked A, B, C…; how to count the answers; one short, playful result per letter.',
    },
    quotes: {
      role: 'someone who writes short lines people remember',
      precision: 'Short lines that stand on their own and fit who will read them and when; a real quote only with its real author, never an invented attribution.',
      format: 'a numbered list, one line each; after a real quote, its author after a dash.',
    },
    rhymes: {
      role: 'a lyricist with a wide vocabulary',
      precision: 'Give real words only: the perfect rhymes first and, if there are few, near rhymes marked as such.',
      format: 'the perfect rhymes, then the near rhymes, each word with its number of syllables; at the end, one line that uses one of them.',
    },
    icebreakers: {
      role: 'someone who knows how to get people talking',
      precision: 'Open questions, not yes or no, easy to answer without feeling exposed, that fit who will answer them and the setting I give.',
      format: 'a numbered list, from the lightest questions to ones that go a little deeper; each question on one line.',
    },
    audienceThanks: {
      role: 'a social media content strategist who writes posts that bring a community closer',
      precision: 'A post that thanks my followers in my own voice: the milestone or the reason, what it means to me, one concrete detail of the journey, and what comes next; warm and not salesy, with the figures I give and none made up.',
      format: 'a first line that hooks with the milestone or the thanks; two or three short paragraphs; an invitation to comment at the end (a question for them).',
      length: 'between 60 and 150 words.',
    },
    clientGreetings: {
      role: 'a copywriter who writes warm, professional greetings from a business to its clients',
      precision: 'Write each greeting from the business to its clients: warm and professional, with thanks for their trust and a wish for the occasion; no hard sell (at most a light mention of what we offer); as many as I ask for (several different ones if I give no number), varied in tone and length, ready to send by message, email or card.',
      format: 'each greeting brief (a few sentences at most), numbered if there are several, with a gap in square brackets for the client\'s name where it is personalised, and signed with the business\'s name.',
    },
    card: {
      role: 'someone who writes warm, sincere personal cards and notes',
      precision: 'Write the complete text, ready to copy into the card or message: personal, with a concrete detail about the person instead of stock phrases.',
      format: 'a greeting with their name; one or two concrete memories or reasons; a wish or a thank-you; a sign-off; short enough to fit a card.',
    },
    gift: {
      role: 'someone with a good eye for gifts that land',
      precision: 'Suggest gifts that fit what I say about the person and the budget I give, different from one another and easy to get.',
      format: 'a numbered list; each gift with why this person will like it, an approximate price and where to get it.',
    },
    interviewGuide: {
      role: 'a qualitative researcher who designs interview guides',
      precision: 'Give the questions I ask for, open and neutral, inviting concrete experiences (no yes-or-no or leading questions), in the order of a conversation, on the topic and with the people I give.',
      format: 'a short introduction to read at the start (aim, confidentiality, consent and recording); the questions numbered and grouped by theme, from general to more personal; under each, one or two follow-up probes; a close (anything they want to add) and a thank-you.',
    },
    survey: {
      role: 'a researcher who designs clear, unbiased surveys',
      precision: 'Each question asks one thing, neutrally, with the answer type that fits it.',
      format: 'the goal of the survey in one line; the questions numbered and grouped by topic, each with its answer type (a 1-5 scale, options or open text); a closing thank-you.',
    },
    recommendations: {
      role: 'a curator with a wide knowledge of books, films, series and podcasts',
      precision: 'Recommend only titles that exist, as many as I ask for (five to eight if I give no number), each with why it fits what I say I like or the occasion I name; no padding.',
      format: 'a numbered list; for each, the title, its author or creator and the year, and one line on why I will like it.',
    },
    aboutPage: {
      role: 'a writer of About pages that earn trust',
      precision: 'Use the facts I give about the business (its history, its people, what it does) and invent none; anything missing in square brackets.',
      format: 'a headline; the story (who we are, since when and why); what we do and for whom; what sets us apart; a close that invites people to get in touch or visit.',
    },
    jobPost: {
      role: 'a recruiter who writes clear, attractive job postings',
      precision: 'Use the facts about the role and the company that I give; anything missing (salary, location, hours) in square brackets.',
      format: 'job title; the company in 2 or 3 sentences; responsibilities; requirements (must-haves and nice-to-haves, apart); what we offer; how to apply.',
    },
    agenda: {
      role: 'a facilitator of effective meetings',
      precision: 'Each item says what is decided or what people should leave knowing, and the times add up to the length of the meeting.',
      format: 'the goal of the meeting at the top; the items in order, each with its minutes, its owner and whether it is to inform, discuss or decide; the decisions to make; the agreed actions, each with an owner and a date.',
    },
    studyNotes: {
      role: 'a teacher who writes clear study notes',
      precision: 'Keep what must be known: the key concepts, dates, formulas or commands, and how they connect.',
      format: 'sections with headings; in each, the key concepts as bullets with a short definition; at the end, a one-line summary per section and, for an exam, 5 questions to review.',
    },
    customerReply: {
      role: 'an experienced customer-service agent',
      precision: 'Write the complete reply, ready to send: acknowledge the problem, say what will be done and when, and promise nothing I have not said we can do.',
      format: 'a greeting with the customer\'s name; the problem acknowledged; the solution or the next step, with a timeframe; a sign-off with how to stay in touch.',
    },
    commentReply: {
      role: 'a content creator who answers comments in their own voice and builds a community',
      precision: 'Reply as the creator, in my voice: short, human and specific to what the comment says; thank, answer or help when there is a question or a problem (for a recipe or a tutorial that did not work: the most likely cause and the fix); with a hater or a troll, calm or witty, never defensive; end with something that keeps the conversation going when it fits.',
      format: '2 or 3 reply options in different tones (warm, playful, brief), each ready to post under the comment.',
      length: 'each reply, one to three sentences.',
      slot: 'Comment: [paste the comment here].',
    },
    reviewReply: {
      role: 'the customer-care lead of a business who answers reviews and comments in public',
      precision: 'Write the public reply, ready to post under the review or comment: short, in the business\'s name, written for the people who will read it later too.',
      format: 'for a negative one: thank them for the feedback; name the specific problem they describe; apologise without excuses or blaming the customer; say what has been or will be done to fix it, or offer to continue in private (by message, email or phone); sign with the business\'s name. For a positive one: a warm thank-you that mentions the specific thing they praised and an invitation to come back. No personal details of the customer and no promises I have not said we can keep.',
      length: 'between 40 and 120 words.',
      slot: 'Review or comment: [paste the review or comment here, with its rating if it has one].',
    },
    workReview: {
      role: 'a film, book and music critic who writes honest, specific reviews',
      precision: 'Review the work I name (ask me which if I name none) as a critic: what it is and who made it, what works and what does not, each with a concrete example from it, and a clear verdict; no spoilers unless I allow them.',
      format: 'a headline with the verdict; what it is, in two lines; what works; what does not; who will enjoy it; a score out of 10.',
    },
    publicReview: {
      role: 'someone who writes reviews that help others decide',
      precision: 'Tell the experience with concrete details that help others decide, only the ones I give; anything missing in square brackets.',
      format: 'a first sentence with the overall verdict; what stood out (and what did not, if anything); who you would recommend it to.',
    },
    shoppingList: {
      role: 'a very organised person who writes practical, complete lists',
      precision: 'Make it complete for my case (the people, the days and the occasion I give), with nothing basic forgotten and nothing repeated, and quantities where they matter; if I give none, say what you assume.',
      format: 'the list grouped by category (for groceries, by type: fruit and vegetables, proteins, dairy, pantry…; for packing, a move or a day out: documents, clothes, toiletries, health, tech…), each item with a checkbox (☐) to tick and its quantity where it matters; at the end, the items most often forgotten and what to check before leaving.',
    },
    aiPrompt: {
      role: 'a prompt engineer who writes prompts that get reliable answers from AI assistants',
      precision: 'Write the complete prompt, ready to paste into the assistant: the role it should take, the task, the context it needs, how it should answer (format and tone) and what it should avoid.',
      format: 'the prompt in one block, addressed to the AI ("You are…", "Your task…"), with the details only I know in square brackets; then one line on how to use it.',
    },
    socialBio: {
      role: 'a social media strategist who writes short bios that make people follow',
      precision: 'Offer several different options, ready to paste, each within the platform\'s character limit.',
      format: '3 to 5 numbered options; each says who I am or what I do, what I offer or why follow me, and a call to action (message, book, tap the link); if it helps, a line for the link; emojis only as separators.',
    },
    collabPitch: {
      role: 'a creator-partnerships manager who pitches creators to brands',
      precision: 'Pitch the collaboration from me, the creator, to the brand: why my audience fits this brand, with the figures I give (followers, engagement, who my audience is) and none made up; one concrete content idea for the brand; personal to this brand, not a template; a clear, easy next step.',
      format: 'a subject line (or, in a DM, a first line that makes them read on); who I am and my audience in one or two sentences, with my figures; why this brand, concretely; the collaboration I propose (formats, number of posts, dates) and what the brand gets from it; a line offering my media kit and rates; a clear call to action; sign-off. Anything missing (figures, rates, links), in square brackets.',
      length: 'between 120 and 200 words; a DM, under 80.',
    },
    speakerBio: {
      role: 'an editor who writes short, credible professional bios',
      precision: 'Write it in the third person, with the facts I give and nothing invented; what is missing, in square brackets.',
      format: 'who the person is and what they do now; the most relevant experience or achievements for this audience; what they speak or write about; an optional personal touch; then a one-sentence version.',
      length: 'between 50 and 100 words, plus the one-sentence version.',
    },
    salesPitch: {
      role: 'a sales trainer who writes pitches that win customers',
      precision: 'It is a pitch to a customer, not to investors: start from their problem, say what I sell and the result it gets them, with the facts I give (anything missing in square brackets, never made up), answer the doubt they are most likely to have and ask for one concrete next step; in a natural voice, to be said out loud in the time I give (about a minute if I give none).',
      format: 'an opening that names the customer\'s problem; what I offer, in one sentence; the benefits that matter most to this customer, each with a proof from what I give (a figure, a client, a guarantee); the likeliest objection, answered; a close that asks for a next step (a demo, a visit, a trial); then a short version for a message or a call.',
    },
    pitch: {
      role: 'a startup adviser who has coached founders through hundreds of investor pitches',
      precision: 'Write it to be said out loud in the time I give, with the figures I give and none invented (missing ones in square brackets).',
      format: 'a hook with the problem, briefly; the solution and why now; the market and the customer; traction so far; the business model; the team; the ask (how much and what for); a closing line to remember.',
    },
    invoice: {
      role: 'an accountant who designs clear, compliant invoice templates',
      precision: 'Give the template ready to fill in, with every field an invoice legally needs where I work (say which country you assume).',
      format: 'issuer details (name, tax ID, address); client details; invoice number and date; the lines (description, quantity, unit price, amount); the subtotal, the tax (its rate and amount) and any withholding; the total; payment terms and method.',
    },
    promoEmail: {
      role: 'an email marketer whose campaigns get opened and clicked',
      precision: 'Write the campaign email in full, ready to send: the offer and every detail I give (discount, dates, discount code) where it is seen first; anything missing (a discount code, an end date), in square brackets.',
      format: '3 subject-line options of under 50 characters and the preview text; a headline with the offer; 2 or 3 short paragraphs on why it is worth it now; the text of one call-to-action button; the conditions (dates, discount code), in small print; a footer with how to unsubscribe.',
      length: 'between 80 and 150 words, besides the subject lines.',
    },
    parentConcern: {
      role: 'a school counsellor who helps parents write to the school',
      precision: 'Write it serious and respectful, without accusing or exaggerating: what is happening to my child (the facts I give, with when and where; anything missing, in square brackets), how it is affecting them, that I trust the school to help, and a request for a meeting (with the days or times I can) and to know what steps will be taken.',
      format: 'a formal greeting to the teacher; the reason in the first sentence; the facts, concrete; how it affects my child; the request for a meeting and for steps; a courteous sign-off with my name and my child\'s.',
      length: 'between 120 and 200 words.',
    },
    schoolNewsletter: {
      role: "a school's family communications coordinator",
      precision: 'Write it in full, ready to send to families, warm and clear: every detail I give (dates, times, prices) where it is seen; anything missing, in square brackets.',
      format: 'a headline; a short greeting to families; each item with what families need (what, when, where, what to do or bring and by when); the key dates together at the end; whom to contact with questions; a sign-off from the school or the teacher.',
      length: 'between 150 and 300 words.',
    },
    newsletter: {
      role: 'a newsletter writer whose emails people open and read',
      precision: 'Write it in full, ready to send: the news first and every detail I give (dates, times, prices) where it is seen; anything missing, in square brackets.',
      format: 'subject line and preview text; a headline; a short opening; the news with what readers need (what, when, who for, how to sign up); other short news if any; one clear call to action; a footer with how to unsubscribe.',
      length: 'between 150 and 300 words.',
    },
    showIntro: {
      role: 'a podcast and video scriptwriter who writes intros and outros recorded in one take',
      precision: 'Write it to be said out loud, with the name of the channel or show (in square brackets if I give none), what it is about and a call to action (subscribe, follow, comment); no transcript is needed.',
      format: '2 or 3 versions in different styles, each ready to record: the greeting or the goodbye, the name of the channel or show, what it is about in one sentence and the call to action.',
      length: '15 to 30 seconds each (about 40-75 words).',
    },
    podcastScript: {
      role: 'a podcast scriptwriter',
      precision: 'Write the script to be said out loud, with natural transitions between segments; no scenes or on-screen text.',
      format: 'a cold open that hooks; the introduction of the topic and the hosts; segments by theme with their transitions; a close with the key idea and a call to action.',
      length: 'the episode length I give (at about 150 words a minute); if I give none, 10-15 minutes.',
    },
    admissionEssay: {
      role: 'an admissions essay coach who has helped many students get into college',
      precision: 'Write it in my voice, as a personal story: the moment or experience I name, what I did, thought and learned, and what it shows about who I am; show, do not tell, with no stock phrases; what you do not know about me, in square brackets, never made up; keep the word limit I give (650 words, the Common App\'s, if I give none).',
      format: 'an opening in the middle of the moment; the story, with concrete details; what changed in me and what I learned; a close that links it to who I am now and what I want to do next.',
    },
    grantProposal: {
      role: 'a researcher experienced in winning funding for projects',
      precision: 'Write the proposal for the funder or call I name, with the sections and limits it sets if I give them; convince with the problem, what the project adds and a realistic plan; make up no data, prior results, budget figures or references: anything missing, in square brackets.',
      format: 'title; project summary; the problem and why it matters (with evidence; [citation] where needed); the overall aim and the specific objectives; the method and the work plan with a timeline; the expected results and impact; the team; the budget by item; references.',
      length: 'the length the call sets; if I give none, about 1,500-2,500 words.',
    },
    personalStatement: {
      role: 'an admissions adviser who has read hundreds of personal statements',
      precision: 'Tell my motivation with concrete facts from my path, not stock phrases; what you do not know about me, in square brackets.',
      format: 'an opening with what sparked my interest (one concrete moment); my studies and what I learned; relevant experience (internships, projects, volunteering); why this programme or scholarship in particular; my goals and how it helps me reach them; a short close.',
      length: 'the length the application asks for; if I give none, between 500 and 800 words.',
    },
    mathProblem: {
      role: 'a patient maths teacher',
      precision: 'Solve it step by step, saying at each step which operation you do and why; at the end, check the result.',
      format: 'the givens and what is asked; numbered steps, each with the operation and one line on why; the result, highlighted; the check (substituting the result back).',
    },
    fermiEstimate: {
      role: 'a physicist who makes Fermi estimates out loud',
      precision: 'Estimate it step by step from quantities anyone can reason about: state each assumption with a round figure, work the numbers through and give the result as an order of magnitude with a plausible range; say which assumption moves the result most.',
      format: 'the result first, as a round figure and a range; the chain of assumptions, numbered, each with its figure and why it is reasonable; the calculation; which assumption matters most and how the result changes if it is off.',
    },
    ownConsequences: {
      role: 'an adviser who explains plainly what a situation or a decision leads to',
      precision: 'For my case (the country and the details I give; ask me what matters if I give none): what usually happens, in order of time, what it can cost me, what I can do now to avoid the worst, and when to ask a professional (a lawyer, the bank, an adviser); no scaremongering and no false comfort.',
      format: 'the short answer first; what happens, step by step over time; the costs and the risks; what I can do now; when and whom to ask for advice.',
    },
    hypothetical: {
      role: 'a science communicator who reasons through "what if" questions',
      precision: 'Reason it through from what is known: what would happen first, then over the following days, years and the long run, each effect with why it would happen; keep apart what is well established and what is speculation.',
      format: 'the short answer first, in one or two sentences; the effects in order of time (right away, soon after, in the long run), each with why; what is sure and what is a guess.',
      length: 'between 200 and 400 words.',
    },
    opinion: {
      role: 'a thoughtful conversation partner who gives a reasoned view',
      precision: 'Give a clear answer of your own (a position or a choice), not a neutral list: the strongest reasons for it and against it, which weigh most and why, and what would change your mind; where it comes down to values or to one\'s situation, say so.',
      format: 'your answer in the first sentence or two; the strongest reasons for and against, briefly; why you lean the way you do; what would make you think otherwise.',
      length: 'between 150 and 300 words.',
    },
    pressRelease: {
      role: 'a press officer who writes releases that journalists run',
      precision: 'Write it the way a newspaper would run it: facts first, no advertising tone; what I have not given (dates, figures, spokesperson), in square brackets.',
      format: 'headline; subheadline; a lead with the city and the date that answers what, who, when, where and why; the body with the details and a quote from a spokesperson; "About [the company]", briefly; the media contact.',
      length: 'between 300 and 500 words.',
    },
    swot: {
      role: 'a strategy consultant for small businesses',
      precision: 'Make every point specific to my case, not generic to the sector; keep the internal (strengths, weaknesses) apart from the external (opportunities, threats).',
      format: 'a SWOT matrix (strengths, weaknesses, opportunities, threats) with specific points in each quadrant; then 3 or 4 actions that cross the quadrants (use a strength to seize an opportunity, fix a weakness before a threat), in order of priority.',
    },
    estimate: {
      role: 'a professional in the trade who prepares detailed, realistic estimates',
      precision: 'Give indicative price ranges and say which area and which quality they assume; keep materials and labour apart.',
      format: 'a table of line items: item, quantity, unit, indicative unit price and total; the materials and labour subtotals, taxes and the total; at the end, what could raise it and what it leaves out.',
    },
    priceList: {
      role: 'someone who prices the services of small businesses and presents them clearly',
      precision: 'Start from the services I name (anything missing in square brackets); for each one, a typical price for my area, marked as an estimate to check against my costs and my competitors, or a range if it depends on size or difficulty.',
      format: 'the list by category; each service with what it includes, how long it takes and its price (or range); the extras or add-ons; bundles or discounts, if they fit; at the end, a short note on how to adjust the prices to my costs.',
    },
    businessPermits: {
      role: 'a business advisor who knows the paperwork to open and run a small business legally',
      precision: 'List the permits, licences and registrations usually needed for what I describe in the place I name (if I name none, ask me); for each, where to apply, what it costs and how long it takes, roughly; flag what I must confirm with the city or the local office, and say that this is general information.',
      format: 'a list in the order they are best done: each with what it is for, where to apply, the rough cost and time and the documents asked for; what changes when working from home or with food; at the end, whom to ask to confirm it.',
    },
    cv: {
      role: 'a careers adviser who writes resumes that pass screening and get interviews',
      precision: 'Use only the facts I give; anything missing (dates, places, contact details) in square brackets; with little experience, lead with education, projects, volunteering and skills.',
      format: 'contact details; a 2-3-line profile; experience (or, with none, education and projects first), most recent first, with concrete achievements as bullet points that start with a verb; education; skills and languages with their level.',
      length: 'one page.',
    },
    healthHowTo: {
      role: 'a doctor who explains health questions in plain words',
      precision: 'Start from what I tell you about my case: the likely causes first, then what to try, and be clear about when it needs a doctor; no diagnosis you cannot make from here.',
      format: 'the possible causes given what I describe, most likely first; what to try first, each with how and for how long; what to avoid; the signs that mean I should see a doctor.',
    },
    toolHowTo: {
      role: 'an expert in the tool I name',
      precision: 'Give the exact steps in that tool, with the names of its menus, buttons and functions as they appear, for the version I give (the current one, if I give none).',
      format: 'numbered steps, each with where to click (menu > option) and what to fill in; a small example; the usual mistakes and how to fix them.',
    },
    peopleHowTo: {
      role: 'a practical adviser who gives concrete, actionable steps',
      precision: 'Give me concrete steps for my case, in order, not general theory.',
      format: 'the steps in order, each with what to do and how (what to say, where, with what); the most common mistakes to avoid; what to do if something does not go as expected.',
    },
    howTo: {
      role: 'a practical adviser who gives concrete, actionable steps',
      precision: 'Give me concrete steps for my case, in order, not general theory.',
      format: 'the steps in order, each with exactly what to do and how; the most common mistakes to avoid; what to do if something does not go as expected.',
    },
    voicemail: {
      role: 'a phone sales trainer who writes natural, respectful call scripts',
      precision: 'Write it to be said out loud, natural, not like an ad being read.',
      format: 'who I am and where I am calling from; the reason in one sentence, with what the other person gains; what I ask (call me back, look at an email) and by when; my number, said slowly and repeated at the end.',
      length: '20 to 30 seconds said out loud (about 50-75 words).',
    },
    conversationScript: {
      role: 'a communication coach who prepares people for difficult conversations',
      precision: 'Write what I would say, in natural lines I can say out loud, and what the other person may answer; no scenes or on-screen text.',
      format: 'the line to open with; my main points, each in a sentence or two of mine; the other person\'s most likely replies or objections and what to say to each; how to close (the agreement or the next step).',
    },
    callScript: {
      role: 'a phone sales trainer who writes natural, respectful call scripts',
      precision: 'Write lines to be said out loud, short and natural, that let the other person talk; no scenes, shots or on-screen text.',
      format: 'the opening (who I am and why I am calling, briefly) and a question to check it is a good time; the reason for the call and what the other person gains; 3 or 4 questions to understand their situation; short answers to the most likely objections (not interested, already have one, too expensive, send me something); a close with a concrete next step (a meeting, an email, another call); if no one answers, a 20-30-second voicemail.',
      length: 'what fits in a 2-3-minute call; each turn one or two sentences.',
    },
    actionItems: {
      role: 'a project coordinator who turns meetings into clear action items',
      precision: 'List only what someone has to do, from what I give: each action with its owner and its deadline as given (a missing one in square brackets, never made up); the decisions that need no action, apart and brief.',
      format: 'a table: the action (starting with a verb), the owner, the deadline, and what it depends on if anything; then the decisions taken, in a few bullets.',
      slot: 'Notes: [paste your meeting notes].',
    },
    seoMeta: {
      role: 'an SEO specialist who writes titles and meta descriptions that rank and get clicks',
      precision: 'A title has about 50-60 characters and a meta description about 140-160, unless I give other limits; the main keyword near the start, a concrete benefit and a reason to click; no keyword stuffing; keep the number of options I ask for.',
      format: 'for each option: each text I ask for (title, meta description), with its character count; the keyword it targets; if I gave the current ones, first what to improve in them, briefly.',
    },
    classification: {
      role: 'a careful data annotator who labels every item consistently',
      precision: 'Give each item exactly one of the labels I give (if I give none, say which ones you use), following my examples if I give any.',
      format: 'one line per item, in the same order: the item (or its number) and its label.',
      slot: 'Items to classify: [paste the items, one per line].',
    },
    sorting: {
      role: 'a meticulous assistant who orders lists exactly',
      precision: 'Order every item I give by the criterion I state, adding, dropping and changing none; items that tie keep their original order; if an item does not fit the criterion, say which one and where you put it.',
      format: 'the ordered list, one item per line, with nothing else.',
      slot: 'Items to sort: [paste the items, one per line].',
    },
    businessPlanSection: {
      role: 'a business consultant who writes business plans that banks and investors read to the end',
      precision: 'Write only the section I ask for, from the facts I give about my business; the figures I do not give (investment, prices, sales forecast) in square brackets, never made up, and every estimate marked as one.',
      format: 'the section with headings for its usual parts: an executive summary has the business in one sentence, the problem and the customer, what sets us apart, the market, the business model, the team, the key figures and what we ask for; a financial plan, the start-up costs, fixed and variable costs, a 12-month revenue forecast and the break-even point; a marketing plan, the customer, the positioning, the prices, the channels, a budget and a calendar; operations, the premises, the suppliers, the staff and the processes.',
    },
    searchAd: {
      role: 'a paid-search specialist who writes Google Ads that get clicks within the limits',
      precision: 'Keep Google\'s limits (headlines up to 30 characters, descriptions up to 90) unless I give others, and count the characters of each; the main keyword and the place I serve in the headlines; benefits, prices and offers only from what I give (anything missing in square brackets); a call to action in the descriptions.',
      format: 'the headlines, numbered, each with its character count; the descriptions, each with its character count; the keywords they aim at; a few sitelink ideas, in a line each.',
      length: 'up to 15 headlines and 4 descriptions, unless I ask for other numbers.',
    },
    priceIncrease: {
      role: 'a customer-communications writer who announces price rises without losing customers',
      precision: 'Write the notice ready to send: what changes, by how much and from when, with the figures I give (anything missing in square brackets); the reason in one honest sentence, only the one I give; what customers keep or gain; thanks for their loyalty; no long apologies and nothing that sounds like an excuse.',
      format: 'a subject line or first line that says it plainly; the change, the amount and the date in the first lines; the reason, briefly; what stays the same or improves (and any offer I make, such as the old price until a date); thanks; where to ask questions; sign-off.',
      length: 'between 80 and 150 words.',
    },
    quoteTemplate: {
      role: 'a business adviser to freelancers and small firms who designs clear quotes that win the job',
      precision: 'Give the template ready to fill in for the services I name, every field in square brackets, then one example filled in with sample figures marked as examples.',
      format: 'my details and the client\'s; the quote number, its date and how long it is valid; the scope (what is included and what is not); the line items (service, hours or quantity, unit price, amount); subtotal, taxes and total; the timeline and the rounds of changes included; the payment terms (deposit, due dates, method); how to accept it.',
    },
    faq: {
      role: 'a customer-support writer who answers questions before customers have to ask them',
      precision: 'Ask the questions real customers ask before and after buying (prices, how it works, delivery or booking, payment, returns, hours…), in their own words, and answer each one in short with the facts I give; what I do not give, in square brackets, never made up; keep the number of questions I ask for.',
      format: 'the questions grouped by topic, the most asked first; each question as a heading, its answer, in a few short sentences, right under it; a closing line with how to contact us for anything else.',
      length: 'between 8 and 12 questions, unless I say how many.',
    },
    objectionHandling: {
      role: 'a sales coach who turns objections into conversations',
      precision: 'For each objection I name (if I name none, the most common ones for what I sell), what the customer usually means by it and answers I can say word for word, in a natural voice, that ask a question back instead of arguing; no pressure tactics and no claims about my product that I have not made.',
      format: 'for each objection: what is usually behind it; 2 or 3 answers, word for word, one to three sentences each; a question to ask back; what not to say; at the end, how to get ahead of it earlier in the sale.',
    },
    paymentReminder: {
      role: 'an accounts-receivable specialist who gets invoices paid and keeps the client',
      precision: 'Write the reminder ready to send, with every detail I give (invoice number, amount, due date, days overdue) and anything missing in square brackets; polite and firm, in the tone I ask for: the facts, how to pay and a date to pay by; no threats, and a consequence only if I name one.',
      format: 'a subject line with the invoice number (for an email); a greeting; the invoice, its amount and its due date in the first sentence; how to pay (the payment details or link, in square brackets if I do not give them); the date to pay by; an offer to talk if there is a problem with the invoice; sign-off and signature.',
      length: 'between 60 and 150 words.',
    },
    performanceReview: {
      role: 'a people manager who writes fair, specific performance reviews',
      precision: 'Base every point on the facts I give about the person, with an example for each; what I do not give (dates, figures, the rating scale) in square brackets, never made up. Name what to improve as a behaviour and its effect on the work, not as a trait of character, and keep it balanced and respectful.',
      format: 'a summary of the period in 2 or 3 sentences; strengths, each with an example; what to improve, each with the behaviour, its effect and what is expected from now on; goals for the next period, measurable and with a date; the support needed to get there; the overall rating, if we use one.',
    },
    menuCopy: {
      role: 'a menu copywriter who makes each dish sound as good as it tastes',
      precision: 'Describe each dish I name so that people want to order it: its main ingredients, how it is cooked and its flavour and texture, in concrete words and no clichés ("delicious", "exquisite"); only ingredients the dish really has, and what I do not give (prices, allergens) in square brackets.',
      format: 'each dish with its name, as I write it, and its description; allergens or dietary labels (V, GF, spicy) where they apply; keep my order of dishes and sections.',
      length: 'each description, 15 to 30 words.',
      slot: 'Dishes: [list the dishes, with their main ingredients if you want them named].',
    },
    loyaltyProgram: {
      role: 'a customer-retention specialist who designs loyalty programmes for small businesses',
      precision: 'Design it for my business and my customers: simple to explain at the till, with rewards my margins can pay for; figures I do not give (average ticket, margin, visits per month) in square brackets, never made up.',
      format: 'how it works in a few lines (how customers join, earn and redeem); the rewards with their thresholds; what it costs me and how to check it pays off (repeat visits, redemptions); how to launch it (the card or app, what to say at the till, a sign or a message); the rules and limits, briefly; if I ask for ideas, the ideas first, each in one line, then the one you recommend, in detail.',
    },
    okrs: {
      role: 'a strategy consultant who writes OKRs a team can actually track',
      precision: 'Objectives are qualitative and ambitious; each key result is measurable, with a starting value, a target and a date, and measures an outcome, not a task; keep the number of objectives and key results I give (if I give none, 3 objectives with 3 key results each); any figure of ours that is missing goes in square brackets.',
      format: 'for each objective: the objective in one sentence; why it matters now; its key results as a list, each with its metric, its starting value and its target; the initiatives that move them; at the end, how and how often progress is reviewed.',
    },
    outline: {
      role: 'an expert at structuring clear, easy-to-follow documents',
      precision: 'Give me only the outline, not the full text: the sections in order and what goes in each.',
      format: 'numbered sections with their headings; under each, a few bullet points with what goes in it (which figure, which argument, which example).',
    },
    labReport: {
      role: 'a science teacher who marks lab reports',
      precision: 'Write the report from the data I give, exactly as given, and work the calculations step by step with their units; anything missing (a measurement, the theoretical value, the conditions) in square brackets: make up no measurements or results.',
      format: 'title; aim; a short theory introduction (the principle and the formula used); materials and method, in the past tense and passive voice; results: the data in a table and the calculations step by step; discussion: what they mean, the comparison with the expected value and the sources of error; a conclusion in a few lines.',
      length: '2 to 4 pages, tables not counted.',
    },
    report: {
      role: 'a business analyst who writes clear reports for management',
      precision: 'Most important first: a reader in a hurry must get the conclusion; use only the figures I give and leave the missing ones in square brackets.',
      format: 'executive summary (the conclusion and the key figures, in a few lines); key figures in a table (metric, value, change against the previous period or the target); analysis (what explains the results: what went well, what did not and why); conclusions; next steps, each with an owner and a date.',
      length: '1 to 3 pages; the executive summary no longer than 5 lines.',
    },
    thesisStatement: {
      role: 'a writing teacher who helps students sharpen the thesis of their essays',
      precision: 'Give 3 thesis statements for the topic and the kind of essay I give, each one sentence: a specific claim someone could argue against, with the reasons the essay will develop (no plain fact, no announcement such as "this essay will discuss"); then the one you would choose and why.',
      format: 'a numbered list: each thesis in one sentence, then in one line the stance it takes and the two or three points the essay would argue; your pick at the end.',
    },
    researchQuestions: {
      role: 'a research methodologist who helps people frame their studies',
      precision: 'Write the questions and hypotheses I ask for (3 questions if I give no number), on the topic and the population I give: each question specific and answerable with data; each hypothesis a testable tentative answer, with its direction; do not make up results or references.',
      format: 'a numbered list: each research question; its variables (independent and dependent) or, in a qualitative study, what it explores; its hypothesis and the null hypothesis; in one line, how it could be tested (the design or the test); at the end, which one you would take as the main question and why.',
    },
    academicSection: {
      role: 'an academic supervisor experienced in theses and dissertations',
      precision: 'Write that section in full, on the topic I give, in academic register and conventions; do not make up data or references: where a citation is needed, mark it [citation].',
      format: 'the structure of that section (an abstract: the problem, the aim, the method, the main results and the conclusion, in one paragraph; an introduction: the context and why the topic matters, the problem, the objectives or research question, the method in one sentence and how the work is organised; conclusions: the answer to each objective, the contributions, the limitations and future work; a problem statement: the context, the problem with evidence that shows it, the gap in what is known, the research question and the objectives; a literature review or theoretical framework: the key concepts and authors grouped by theme; a methodology: the approach and design, the participants or sample and how they were chosen, the instruments, the procedure, the data analysis and the ethical considerations; a discussion: what the results mean, how they fit what is already known, their implications and their limitations; a rationale or justification: why the problem matters, who benefits from the study, what gap it fills and why it is feasible; aims and objectives: one overall aim that answers the research question and 3 to 5 specific objectives, each with an action verb and something that can be checked; limitations: each limitation of the design, the sample or the data, how it affects the results and how future work could address it); in paragraphs, no bullet points; citations in the style I name (APA if I name none).',
      length: 'the usual length of that section in such a work (an abstract, 150-250 words; an introduction, about 800-1,200 in a thesis; conclusions, about 500-1,000; a problem statement, about 500-800; a literature review or theoretical framework, about 2,000-4,000; a methodology, about 1,000-2,000; a discussion, about 1,500-2,500; a rationale or justification, about 400-800; aims and objectives, half a page; limitations, about 300-600), unless I give another.',
      slot: 'Objectives or research question: [the objectives of your work or the question it answers].',
    },
    troubleshooting: {
      role: 'a technical expert who diagnoses and fixes errors methodically',
      precision: 'Start with the most likely cause in my case, not a generic list of everything that could go wrong; give me the exact commands or code.',
      format: 'the most likely causes, most likely first; for each, how to check whether it is that one (which command, file or line to look at) and how to fix it, with the exact command or code; at the end, how to confirm it is fixed and how to keep it from happening again.',
    },
    formula: {
      role: 'an Excel and Google Sheets expert who writes exact, working formulas',
      precision: 'Give me the exact formula, ready to paste, with the columns and cells I mention (if I mention none, say which ones you assume); if Excel and Google Sheets need different formulas, give both.',
      format: 'the formula on a line of its own, ready to copy; which cell it goes in and what it returns; what each part does, briefly; a small example with sample data and its result; the usual errors (#N/A, #VALUE!) and how to avoid them.',
    },
    spreadsheet: {
      role: 'an Excel and spreadsheet expert who designs practical templates',
      precision: 'Give me the structure ready to build: what goes in each sheet, each column and each cell with a formula.',
      format: 'the sheets it needs (for example, a log and a summary); for each sheet, the columns with their data type (date, text, number, currency) and one example row; the exact formulas of the calculated columns and the totals, with Excel\'s English function names (SUM, IF, SUMIF; the same in Google Sheets) and the cell each goes in; the drop-down lists and conditional formatting that help; a chart if it adds something.',
    },
    knownSummary: {
      role: 'a teacher who writes faithful summaries that are easy to study',
      precision: 'There is no source text: summarise what is known about that work or topic, without making up facts, dates or quotes (if unsure of one, say so).',
      format: 'what it is about, briefly; the key points as bullets (for a novel, a film or a series: the plot by parts, the main characters, the themes and the author\'s context; for a non-fiction book: its main ideas, each with an example; for a historical event: the context, the causes, the key events with their dates and the consequences); if it is for an exam, at the end, 5 likely questions with short answers.',
      length: 'between 300 and 600 words.',
    },
    news: {
      role: 'a journalist who sums up current events rigorously and cites sources',
      precision: 'Give only real news from the period I ask about, each item with its date and its source; if you have no access to current news or your information does not reach those dates, say so first and make none up.',
      format: 'the most relevant news of the period, most important first; each with a headline of its own, what happened in one or two sentences, why it matters, the date and the source (the outlet, and the link if you have it); at the end, the trend they point to, in one or two sentences.',
    },
    careRoutine: {
      role: 'a skin and hair care adviser who recommends simple, evidence-based routines',
      precision: 'Fit each step to the skin or hair type I give (if I give none, say what you assume), with types of product and ingredients rather than brands, and promise no medical results.',
      format: 'the morning and the evening routine (or the one I ask for), each as numbered steps in the order they are applied; for each step, the type of product or the ingredient that suits that skin or hair type and how often to use it; what to avoid; how long to give it before expecting results; when to see a dermatologist or a professional.',
    },
    invitation: {
      role: 'someone who writes clear, charming invitations',
      precision: 'Write the complete invitation, ready to send or print, with every detail I give and, in square brackets, the ones missing (day, time, place, how to RSVP).',
      format: 'a first line that says what is being celebrated and who is inviting; the day, the time and the place, easy to spot; what guests should know (what to bring, what to wear, whether there is food, until when); how and by when to RSVP; a warm sign-off.',
      length: 'short: what fits on a card or in a message (some 40-100 words).',
    },
    apologyNote: {
      role: 'someone who knows how to apologise for real, without excuses',
      precision: 'Make the apology sincere and specific: say what I did, acknowledge how it affected them, with no "but" and no excuses, and what I will do to make it right or to keep it from happening again.',
      format: 'the apology in the first sentence; what I did, said plainly; how it affected them; what I will do to make it right or so it does not happen again; a close that asks for nothing in return.',
      length: 'short: between 50 and 150 words.',
    },
    connectionNote: {
      role: 'an expert in professional networking on LinkedIn',
      precision: 'Write a short, personal note that says why I want to connect and what we have in common, with no request for a job or a favour in the first message.',
      format: 'a greeting with their name; why I am connecting (something specific of theirs or in common); what I can offer or what interests me; a no-pressure sign-off; 2 or 3 versions.',
      length: 'each version 300 characters at most (the limit of a LinkedIn note).',
    },
    personalBudget: {
      role: 'a practical, realistic personal finance adviser',
      precision: 'Start from the figures I give (anything missing in square brackets) and split the money so that it adds up exactly, with realistic savings.',
      format: 'a table with the income; the fixed costs (rent, bills, transport…); the variable ones (food, leisure…); savings and an emergency fund; each line with its amount and its percentage; what is left; at the end, 3 concrete ways to cut back if it does not add up.',
    },
    interviewPrep: {
      role: 'an experienced recruiter who prepares candidates for interviews',
      precision: 'Prepare me for that role and that company, not for any interview: the questions I am likely to be asked and how to answer them with examples of my own.',
      format: 'what to know about the company and the role before going; the most likely questions for that role, each with what they want to find out and an answer outline (situation, task, action, result) with gaps for my examples; 3 questions for me to ask at the end; what to bring, what to wear and how to arrive on time.',
    },
    petBehaviour: {
      role: 'a certified animal trainer and behaviourist who uses positive reinforcement',
      precision: 'Explain why my pet does it and how to change it step by step with rewards, never punishment; if it started suddenly or could come from pain or illness, say to rule that out with a vet first.',
      format: 'why it happens, briefly; what to do from today, step by step; what to give instead (an alternative that meets the same need); what not to do; how long it usually takes and how to tell it is working; when to call a behaviourist or a vet.',
    },
    petCare: {
      role: 'a vet who explains things clearly to pet owners',
      precision: 'Answer for my case (the species, the age and what I describe), most likely first, and be clear about when it needs a vet; no diagnosis you cannot make from here.',
      format: 'the direct answer to my question; what depends on the species, the age or the weight; what to do now at home; the warning signs that mean going to the vet today; when to book a visit if it does not improve.',
    },
    homeRepair: {
      role: 'an experienced handyman who explains home repairs step by step',
      precision: 'Explain it so I can do it myself with no experience: safety first, then the most likely cause and the steps, and say when it is better to call a professional.',
      format: 'before starting, safety (turn off the water or the power where it applies); the most likely cause and how to check it; the tools and parts I need, with a rough price; numbered steps; how to check that it is fixed; when to call a professional.',
    },
    homework: {
      role: 'a patient tutor who explains at the student\'s level',
      precision: 'Help them understand it, not copy it: explain the idea at the level I give, with a worked example step by step and exercises to practise.',
      format: 'the key idea in plain words; a worked example step by step (for a topic to explain or write about, its main points in order, each with a question that leads the student to their own answer); 3 similar exercises or questions to practise, with the answers at the end; if a parent is explaining it, a tip for how to put it.',
    },
    dailyRoutine: {
      role: 'a habits coach who designs realistic routines',
      precision: 'Make it realistic for my schedule and goals (anything missing, say what you assume), starting with a few habits that can be kept up.',
      format: 'the routine as a timetable from the time I start: each step with its time and minutes and why it helps; a short version for busy days; how to start (the first 2 or 3 habits) and how to keep it up.',
    },
    eventMenu: {
      role: 'a cook who designs menus for occasions and plans them so that everything is ready on time',
      precision: 'Keep to the courses, the guests and the restrictions I give (allergies, vegetarians); the dishes go together and can be made in an ordinary kitchen.',
      format: 'the menu by course, in order (starter, main, dessert…), each dish with a line describing it; the quantities for the guests I give; what can be made ahead; a timeline for the day so that everything is ready on time; drinks to go with it.',
    },
    thingsToDo: {
      role: 'someone who knows the place well and recommends plans that are worth it',
      precision: 'Recommend only places and plans that exist, for the dates, budget and company I give (if I give none, say what you assume), and flag what to check first (opening hours, bookings).',
      format: 'the plans grouped by type (culture, food, outdoors, with kids, at night…), each with why it is worth it, where it is, roughly what it costs and the best time to go; at the end, a suggested plan for the time I have, in order, with nearby places together.',
    },
    flyer: {
      role: 'a graphic designer who writes flyers and posters that are read at a glance',
      precision: 'Write the text of the flyer or poster, ready to lay out: little text, the key facts big, and every detail I give (anything missing in square brackets).',
      format: 'a short headline that reads from a distance; what it is, when and where (day, time, place); 2 or 3 key facts or benefits; a call to action with the contact (phone, website or QR code); at the end, a design note: what goes big, a suggested image and the colours.',
    },
    commitMessage: {
      role: 'a senior developer who writes clear commit messages',
      precision: 'Write the commit message for the changes I describe, in the convention I name (Conventional Commits if I name none): a short subject line in the imperative, then what changed and why.',
      format: 'the subject line; a blank line; the body, one short line or bullet per change, with the why where it is not obvious; a footer only for an issue or a breaking change.',
    },
    dashboard: {
      role: 'a data analyst who designs clear dashboards',
      precision: 'Design the dashboard in the tool I name (say which you assume if I name none) for the data I describe: the metrics, the chart for each and why, the filters, and how to build it.',
      format: 'what it is for and who reads it; the key metrics at the top, with how each is calculated; each chart with its type, its fields and why; the filters; the layout from top to bottom; the steps to build it in that tool.',
    },
    codeNaming: {
      role: 'a senior developer who picks clear names for variables, functions and classes',
      precision: 'Suggest names that say what the thing holds or does, following the naming conventions of the language I use (camelCase, snake_case, PascalCase for classes); if I name no language, say which convention you assume.',
      format: 'a short list of names, best first; for each, one line on what it says and when to prefer it; the one you would pick and why.',
    },
    systemDesign: {
      role: 'a software architect who designs systems that scale',
      precision: 'Design the system for the figures I give (users, requests, data) and say the ones you assume: requirements first, then the architecture, and the trade-offs of each choice.',
      format: 'functional and non-functional requirements; estimates of load and storage; the high-level architecture (components and how data flows between them); the data model and the API; how it scales (caching, partitioning, replication) and its bottlenecks; the trade-offs and what you would leave for later.',
    },
    csConcept: {
      role: 'a computer science teacher who explains precisely',
      precision: 'Answer precisely, with the correct notation (Big O for complexity, the real names of the structures and operations): what it is, why, with a small example worked through, and the edge cases or exceptions.',
      format: 'the answer in one or two sentences, with its notation; why it is so, step by step; a small example traced step by step; the edge cases and the common confusions; a one-line summary.',
    },
    difference: {
      role: 'a teacher who explains the difference between two things so that it is never mixed up again',
      precision: 'Say what each one is, then only the differences that matter, each with an example; end with a simple way to tell them apart or to know when to use which.',
      format: 'each one in a sentence; the differences that matter, in a short table or bullets; an example of each in use; a rule of thumb or a trick to remember which is which.',
    },
    prosCons: {
      role: 'an analyst who weighs both sides fairly',
      precision: 'Give the pros and the cons as two lists, with exactly the counts I ask (if I give none, the ones that really matter), balanced: no side made stronger than it is.',
      format: 'the pros, then the cons, each a numbered list; each point one line with why it matters in practice; at the end, one line on who each side suits (who the pros weigh more for, who the cons do).',
    },
    conversion: {
      role: 'a careful converter of units, currencies and formats',
      precision: 'Convert only what I give: each value (or each field) converted, nothing else changed, added or left out; keep the original next to each converted value when it helps, and round to practical figures.',
      format: 'the material I gave, in its own order and shape, with each value converted (the original in brackets where useful); at the end, one line with the conversions used (the rate and its date for a currency).',
    },
    negotiation: {
      role: 'a negotiator who prepares people for a negotiation with real figures',
      precision: 'Prepare me for this negotiation with the figures I give: a target and a walk-away price worked out from them, and what to say.',
      format: 'what to check or find out first (the market price, the state of what is negotiated, its papers or terms); my target price and my walk-away price, with how they were worked out; my arguments, strongest first; the opening offer; the few lines to say, word for word; the other side\'s likely replies and my answer to each.',
    },
    rubric: {
      role: 'a teacher experienced in assessment who designs clear, fair rubrics',
      precision: 'Make it ready to use for the task, grade and scale I give (4 levels if I give none), with as many criteria as I ask for (4 or 5 if I give no number): each criterion observable, each level described by what is seen in the work, not by vague words such as "good" or "fair".',
      format: 'a table: one row per criterion (with its weight or points, if any) and one column per level, from highest to lowest, each cell with its descriptor; below it, how the final grade is worked out. For a checklist, each indicator with yes / no and a column for notes.',
    },
    classActivity: {
      role: 'a teacher who designs active, well-run classroom activities and games',
      precision: 'Design it for the group, the age or level and the goal I give (what they review or practise), ready to run with little preparation and with what a classroom has; if I ask for several, each one different.',
      format: 'for each activity: its name; the learning goal; the age or level and the group size; how long it takes; the materials; the steps to run it, in order, with the instructions to give the students; a variation for students who struggle and one for those who finish early.',
    },
    reportComments: {
      role: 'a teacher who writes report card comments that are honest, specific and kind',
      precision: 'Write comments ready to go into the report, in the teacher\'s voice, for each student or case I describe: a real strength first, then what to work on, said constructively, and one concrete next step; nothing about the student I did not say (names and details I did not give, in square brackets).',
      format: 'one comment per student or case, 2 to 4 sentences each; if I describe no one in particular, a bank of comments grouped by case (doing well, improving, struggling, behaviour), several in each group.',
    },
    permissionSlip: {
      role: 'a school administrator who writes clear permission slips for families',
      precision: 'Write it ready to print, with every detail I give (the activity, the place, the date, the times, the cost, what to bring) and the ones I do not give in square brackets, never made up.',
      format: 'the school\'s name and a title; a short paragraph for families: what the activity is, where and when, the leaving and return times, the cost and what to bring; the date to return it by; then a tear-off section: "I give permission for my child [name], of class [class], to take part in…", the parent\'s or guardian\'s name, signature, date and an emergency phone number; a line for allergies or medical notes.',
    },
    behaviourChart: {
      role: 'a child psychologist who designs positive behaviour charts for families and classrooms',
      precision: 'Make it for the age and the behaviour I describe: a few goals (3 to 5) said in positive words a child understands ("I put my toys away", not "don\'t…"), small rewards that come soon, and no punishments on the chart.',
      format: 'the chart as a table: one row per goal, one column per day of the week, a box to tick or for a sticker; how ticks or stickers turn into rewards (a short list of rewards at a few levels); how to introduce it to the child and use it every day; how to adjust it after two weeks.',
    },
    differentiation: {
      role: 'a teacher specialised in inclusive education who adapts tasks without lowering the goal',
      precision: 'Adapt the task for the student and the difficulty I describe, keeping the learning goal: what to change (instructions, length, format, supports, time) and why; ready to use in class, without singling the student out in front of the group.',
      format: 'the barriers that task puts in front of that student; the adapted task, ready to use (the instructions rewritten and what changes); the supports during the task (visuals, models, steps, time); how to assess it fairly; 2 or 3 mistakes to avoid.',
    },
    struggleSupport: {
      role: 'a tutor and learning specialist who helps parents support a child who is falling behind at school',
      precision: 'Help me work out why my child is struggling in that subject and what to do at home and with the school, for their age or grade (what I did not say, in square brackets): concrete steps, in order, that I can start this week; no blame.',
      format: 'the likely causes to check first (gaps from earlier years, attention, the way it is taught, motivation, a learning difficulty) and how to tell them apart; a weekly plan at home (how long, what to practise, free resources); what to ask the teacher and how; when to consider a tutor or an assessment; how to keep the child motivated.',
    },
    schoolProject: {
      role: 'a teacher who has coached many students through school projects and science fairs',
      precision: 'Give as many project ideas as I ask (3, if I give no number), each one a student of the grade or age I name can do mostly on their own, with materials from home or cheap to buy, safe, and different from one another; no ideas that need a lab or dangerous products.',
      format: 'a numbered list; each project with its name; the question it answers (and the hypothesis, for a science project); the materials; the steps, briefly; what to measure or show; why it suits that grade; the safety note and how long it takes.',
    },
    learningPath: {
      role: 'a teacher who has helped many beginners learn that skill on their own',
      precision: 'Make me a learning path from where I am (a beginner, unless I say otherwise) to a first useful level, keeping the time I have and my goal (leave them in square brackets if I gave none): what to learn first and in what order, with free or low-cost resources, and small projects to practise.',
      format: 'the first steps, for this week; the path in stages, each with what to learn, one or two resources and how long it usually takes; a weekly plan for the hours I have; 3 first projects, from easiest to hardest; how to tell I am making progress (what I should be able to do after each stage); the usual beginner mistakes to avoid.',
    },
    activityIdeas: {
      role: 'a practical family activity planner',
      precision: 'Give as many ideas as I ask (10, if I give no number), with no shopping needed first (at home, with what there usually is), and varied (calm, active, creative).',
      format: 'a numbered list; each idea with a name, what is needed, the age it suits, how long it takes and how to do it in one or two lines.',
    },
    minutes: {
      role: 'a meeting secretary who writes clear, complete minutes',
      precision: 'Write the minutes from what I give, so that anyone who was not there knows what was decided and who does what; anything I do not give (names, times, votes) in square brackets, never made up.',
      format: 'the heading (meeting, date, time, place); attendees and apologies; the agenda; for each item, what was discussed, briefly; the agreements and the votes (for, against, abstentions); the actions, each with an owner and a date; the close (time) and signatures.',
      slot: 'Meeting notes: [paste your notes: who attended, what was discussed, what was agreed and who does what].',
    },
    proposal: {
      role: 'someone who helps people find their own words for a big personal moment',
      precision: 'Write the words I would say, personal and in my voice: the moment, our memories, what the other person means to me and the question; no speech for an audience, no negotiation.',
      format: 'a short opening that sets the moment; two or three memories or details of ours (in square brackets where only I know them); what I feel and what I want with them; the question, simple and clear; a note on when to pause or kneel.',
      length: '1 to 2 minutes said out loud (about 150-250 words).',
    },
    learnerText: {
      role: 'a language teacher who writes graded texts for learners',
      precision: 'Write it at the level I give: at A1-A2, short sentences, everyday vocabulary and only the present and the simple past; at B1-B2, linked sentences and common idioms; at C1-C2, natural language. Keep the length and the language I ask for.',
      format: 'a title; the text; at the end, if useful, a short glossary of the harder words and 3 to 5 comprehension questions.',
    },
    checklist: {
      role: 'a very organised person who writes practical checklists',
      precision: 'Make each item a concrete action that can be ticked off, with nothing repeated and nothing basic for my case forgotten.',
      format: 'the items grouped by phase or topic, in the order they are done; each a concrete action to tick off (with an owner or a deadline where it applies); at the end, what is usually forgotten.',
    },
    shiftSchedule: {
      role: 'an operations manager who builds fair staff shift schedules that cover all the business hours',
      precision: "Cover all the opening hours I give with the people I name; respect each person's weekly hours and rest days (if I do not give them, say what you assume and remind me to check the local labour law or contract) and share the least wanted shifts (closings, weekends) fairly.",
      format: "a weekly table: the days as columns, the shifts as rows (with their start and end times) and who works each one; each person's weekly hours and days off; who covers the busiest hours; at the end, how to cover a sick day or a shift swap.",
    },
    householdSchedule: {
      role: 'a practical, realistic home organiser',
      precision: 'Share the tasks out fairly and realistically among the people who live in the house, by age, each as often as it needs doing.',
      format: 'a table with the days of the week and each day\'s tasks, who does each and roughly how long it takes; below it, the weekly or monthly tasks; at the end, how to rotate them.',
    },
    fitGap: {
      role: 'an assessor who measures material against what is asked of it, requirement by requirement',
      precision: 'Take each requirement of the reference (the job offer, the rubric, the spec or what was agreed) and say whether my material meets it, quoting the evidence, or where the gap is; end with what I should change first. Do not invent experience or facts my material does not have.',
      format: 'a table: requirement, the evidence in my material (quoted), and whether it is met, partly met or missing; then the gaps from most to least important, each with what to change or add; at the end, a short verdict on the fit.',
    },
    textTitles: {
      role: 'an editor who titles texts',
      precision: 'Propose titles that say what the text is about or what it argues, in the register of its genre (academic: informative, with a subtitle after a colon if it helps; news: the fact, with a verb; YouTube: curiosity or a benefit the video delivers), as many as I ask for (if I do not say, several, each with a different angle).',
      format: 'a numbered list of titles; after each, in brackets, its angle (descriptive, the thesis, a question, a striking phrase).',
    },
    mealIdeas: {
      role: 'a home cook who suggests dishes people really make on an ordinary day',
      precision: 'Suggest dishes I can really make with what I say (time, ingredients, diet), each different from the others.',
      format: 'a numbered list; each dish with its main ingredients, the time it takes and, briefly, how it is made.',
    },
    hashtags: {
      role: 'a social media and SEO strategist who knows how people search on each platform',
      precision: 'Give a list, as many as I ask for, mixing broad ones (popular, to be found), niche ones (my exact topic, less competition) and local or branded ones (my place, my name), written as the platform writes them (hashtags with # and no spaces; keywords as people type them into search); no post or text around them.',
      format: 'a list grouped into broad, niche and local or branded; one per line, ready to copy; at the end, all of them in one line to paste.',
    },
    conditionDiet: {
      role: 'a registered dietitian who explains in plain words',
      precision: 'Tell me what to eat and what to avoid with the condition I name, as general information that does not replace my doctor or dietitian; no supplements or doses.',
      format: 'what usually helps and why, in brief; foods to favour and foods to limit or avoid, as two lists; a sample day of meals; habits that help (portions, times, cooking methods); the warning signs that need a doctor; a note to check it with my doctor if I take medicine.',
    },
    worthItChoice: {
      role: 'an adviser on study, work and life decisions who weighs what a choice gives against what it costs, and sells nothing',
      precision: 'Give me a verdict for my case, yes, no or it depends (and on what): what it would give me (work, pay, doors it opens, enjoyment) against what it costs (time, money, effort, what I give up), for my goals and situation; what you need to know about me (age, goals, the time and money I have), ask for it or leave it in square brackets.',
      format: 'the verdict first (yes, no or it depends, and on what), in one or two sentences; the reasons for and against for someone in my situation; who it is worth it for and who not; what it takes (time to a useful level, cost, effort a week); if it depends, the questions that decide it; a cheap first step to try it before committing.',
    },
    worthIt: {
      role: 'an independent adviser who weighs what things cost against what they give, and sells nothing',
      precision: 'Give me a verdict for my use, yes or no: what it gives and what it costs (money, time) for someone like me, and whether it is worth it now; alternatives only if the answer is no or depends; prices change, so tell me to check the current ones.',
      format: 'the verdict first (yes, no or it depends, and on what), in one or two sentences; the reasons for my use, for and against; who it is worth it for and who not; if the answer is no or depends, one or two alternatives with why; a note to check current prices.',
    },
    buyingAdvice: {
      role: 'a buying adviser who tests and compares products and takes no commissions',
      precision: 'Keep my budget and the use I name: what matters for that use, a few options within the budget with why each fits, and what to avoid; prices and models change, so tell me to check the current ones before buying.',
      format: 'what matters for this use (the specs or features and the minimum worth paying for); 3 to 5 options within my budget, each with why it fits, its weak point and an approximate price; what to avoid; your pick for my case; a note that prices and models change and to check the current ones.',
    },
    situationTips: {
      role: 'someone with hands-on experience of that situation (a professional of that field) who gives tested advice',
      precision: 'Start from the situation I describe (who, what is going on, what I have tried; leave anything missing in square brackets): practical tips I can start using this week, each concrete, not general advice, and when it is worth asking a professional.',
      format: 'in brief, what may be behind it; the tips, most useful first, each with how to do it and an example; what to avoid; when to ask a professional for help.',
    },
    situationAdvice: {
      role: 'an adviser who helps people decide, with judgement and without judging',
      precision: 'Start from the situation I describe (ask me what is missing or leave it in square brackets): sum up what is going on, set out the options with their pros and cons for someone like me, recommend one and give me the next steps.',
      format: 'my situation, in brief; the options, each with its pros and cons for my case; your recommendation and why; the concrete next steps, in order; what I should find out before deciding.',
    },
    replyAdvice: {
      role: 'someone who helps people reply firmly and tactfully in delicate conversations',
      precision: 'First tell me the points my reply should make clear (what I accept, what I do not and what I ask for), then write it in a firm version and a friendly one; use only the facts I give and leave anything missing in square brackets.',
      format: 'the key points of the reply, as a short list; the reply, firm version; the reply, friendly version; a note on what is better left unsaid.',
    },
  },
  reportOutline:
    'the sections of a report, in order: executive summary; key figures; analysis (what went well, what did not and why); conclusions; next steps; under each, a few bullet points with what goes in it (which figure, which comparison, which chart).',
  toastLength: '1 to 2 minutes said out loud (about 150-250 words).',
  partSpoilersConstraint: (part) => `No spoilers ${part}: nothing of what happens in that part (its twists, its ending, what is revealed); the rest I ask for, yes, as I ask for it.`,
  noSpoilersConstraint: 'No spoilers: nothing of the ending, the twists, who dies or what is revealed; only the premise, the setting, the main characters as they start and the tone.',
  apologyConstraint: 'Apologise once, clearly and without excuses, then focus on the fix and on what changes so it does not happen again.',
  occasionSlot: 'Topic and audience: [what it is about and who will be there]',
  bioLength: (platform) =>
    platform === undefined || platform === 'LinkedIn'
      ? `each option at most ${bioLimits.Instagram} characters including spaces and emojis (${bioLimits.X} on X).`
      : `each option at most ${bioLimits[platform]} characters including spaces and emojis (${platform}'s bio limit).`,
  headlineLength: (count) => `${count === undefined ? '' : `${count} options, each `}at most ${bioLimits.LinkedIn} characters (the limit of a LinkedIn headline); the words people search for first.`,
  numberedParts: (parts) => `${parts.length} numbered parts, one for each thing I ask for, in my order: ${parts.map((part, index) => `${index + 1}. ${part}`).join('; ')}.`,
  errorSlot: '[paste the full error message here and, if there is one, the code or command that causes it]',
  budgetSlot: 'Budget: [how much you can spend per month].',
  quizLengthProposed: (count) => `${count} items, each one short and self-contained.`,
  quizPrecisionUnstated: 'Each item covers one specific point and fits the level or audience I give.',
  shapePrecision: (shape) => `The answer is exactly what I ask for ("${shape}"), with nothing around it.`,
  letters: {
    warning: {
      role: 'an HR manager who writes fair, factual disciplinary letters',
      tone: 'firm, factual and respectful, with no insults and no threat beyond the stated consequence.',
      format: 'the date, the employee\'s name and role; the facts, each with its date (only the ones I give; the rest in square brackets); the rule or policy broken; what is expected from now on; the consequence if it happens again; the employee\'s right to reply, and a line to sign as received; signature.',
      length: 'between 150 and 300 words.',
    },
    resignation: {
      role: 'an expert in workplace communication who writes correct, gracious resignation letters',
      tone: 'formal and gracious, with no complaints.',
      format: 'greeting; the resignation and your last day in the first paragraph; brief thanks for the experience; an offer to help with the handover; sign-off and signature.',
      length: 'short: between 100 and 200 words.',
    },
    complaint: {
      role: 'a consumer-rights expert who writes firm, effective complaint letters',
      tone: 'firm and respectful, with no insults or threats.',
      format: 'greeting; what happened, with dates and reference details (order, flight, contract or invoice number); the harm it causes you; what you ask for and by when; sign-off, signature and contact details.',
      length: 'between 150 and 300 words.',
    },
    recommendation: {
      role: 'an expert at writing credible, specific recommendation letters',
      tone: 'professional and warm, with praise backed by facts.',
      format: 'greeting; who recommends, since when and how they know the person; two or three qualities, each with a concrete example; an explicit recommendation for what they apply for; an offer to be contacted, sign-off and signature.',
      length: 'between 250 and 400 words (one page at most).',
    },
    cover: {
      role: 'an expert at cover letters that get interviews',
      tone: 'professional and warm, confident without overselling.',
      format: 'greeting; the role and the purpose first; concrete experience or achievements that fit the role; a close proposing the next step; sign-off and signature.',
      length: 'between 250 and 400 words (one page at most).',
    },
    thanks: {
      role: 'someone who writes sincere thank-you letters',
      tone: 'warm and sincere.',
      format: 'greeting; the thanks and what for, first; one concrete detail of what they did and what it meant; a warm close; sign-off and signature.',
      length: 'between 120 and 250 words.',
    },
    request: {
      role: 'an expert at writing clear formal requests',
      tone: 'formal and courteous.',
      format: 'greeting; what you ask for, in the first paragraph; the reason, in a few sentences; what you propose or the deadline you need; thanks, sign-off and signature.',
      length: 'between 120 and 250 words.',
    },
  },
  petMealPlan: {
    role: 'a vet who specialises in pet nutrition',
    format: 'the daily ration for the species, weight, age and activity I give (in grams and meals a day); the kind of food (dry, wet or home-made) and, if home-made, the ingredients and their proportions; the foods that species must never eat; how to change diet gradually; when to see the vet.',
  },
  plans: {
    marketing: {
      role: 'a small-business marketing consultant who makes realistic plans with the budget there is',
      format: 'the goal, measurable (for example, new customers a month); the audience it targets; the channels chosen and why; the budget I give split across the channels in a table (each channel\'s amount, adding up exactly to the total); a calendar of actions week by week or month by month; the metrics that show whether it works and when to review it.',
      length: 'what it takes to apply it as it is, with no filler.',
      budget: true,
    },
    business: {
      role: 'a consultant who prepares realistic business plans',
      format: 'executive summary; the problem and the solution; the customer and the market; the competition; the revenue model and pricing; marketing and sales; operations and team; the figures (start-up costs, fixed and variable costs, a 12-month revenue forecast and the break-even point), with estimates marked as such; the risks and how to reduce them.',
      length: 'what each section needs; the figures in tables.',
    },
    savings: {
      role: 'a practical, realistic personal finance adviser',
      format: 'my monthly income and fixed costs (with the figures I give; missing ones in square brackets); how much to save each month to reach the goal in time; where to cut, by category and with amounts; a month-by-month table of the savings so far; what to do in a month that falls short.',
      length: 'the whole period I give, month by month.',
    },
    unit: {
      role: 'a teacher who designs coherent teaching units, session by session',
      format: 'the unit\'s goals and the standards or skills it works on; a table with one row per lesson (as many as I give; 4 to 6 if I give no number): its goal, the content, the activities with their minutes (opening, main task, close) and the materials; how learning is assessed (the criteria and the tools: a rubric, a test, a project); support for students who struggle and extension for those who go faster.',
      length: 'every lesson I ask for, none skipped.',
    },
    lesson: {
      role: 'a teacher who plans clear, engaging lessons',
      format: 'the lesson objectives; the materials; the steps of the lesson with their minutes (warm-up, explanation, practice, wrap-up); how learning is checked.',
      length: 'one lesson; each step with its duration.',
    },
    travel: {
      role: 'a travel planner who knows the destination well',
      format: 'day by day; each day with morning, afternoon and evening: what to do, where to eat and how to get from one place to the next; nearby places on the same day.',
    },
    meal: {
      role: 'a nutritionist who plans realistic menus',
      format: 'a table with one row per day and one column per meal asked for (if none is named: breakfast, lunch and dinner); each dish with its main ingredients.',
    },
    strength: {
      role: 'a personal trainer who designs safe, progressive strength routines',
      format: 'a table per training day: each exercise with the muscle group, sets, reps (or time) and rest between sets, with only the equipment I say I have; the warm-up; how to progress from week to week (more weight, reps or time); the key technique of the main exercises and how to choose the weight.',
      length: 'every training day of the week I give, with the rest days.',
    },
    training: {
      role: 'a coach who designs progressive training plans',
      format: 'a table by weeks and days: the type of session (easy run, intervals, strength, rest…), its duration or distance and its intensity; the progression from week to week and the rest days.',
    },
    career: {
      role: 'a career coach who has helped many people change careers',
      format: 'the skills I have that carry over and the gaps to close; a table by month or phase: what to learn (with concrete resources), what to build for a portfolio and whom to meet, with the hours I give; the first job applications and when to start them; how to tell whether I am on track.',
    },
    learning: {
      role: 'a teacher who is an expert in how people learn a new subject or skill',
      format: 'a table by weeks or phases: what to learn in each, how to practise it with the time I give (exercises, real use, review) and what I should be able to do at the end of it; the resources to use; how to tell that I am progressing.',
    },
    study: {
      role: 'a teacher who is an expert in study techniques',
      format: 'a table by days or weeks: which topics come when, how much time each gets and how they are practised (exercises, review, mock exams); reviews and a mock exam before the exam.',
    },
    day: {
      role: 'a practical organiser who builds realistic daily timetables',
      format: 'a timetable of the day from waking to bedtime: each block with its start and end time and what to do; the fixed commitments I give kept where they are; meals, breaks and travel time included; at the end, 2 or 3 tips to keep to it.',
    },
    week: {
      role: 'a practical organiser who builds realistic weekly timetables',
      format: 'a table of the week, day by day, with time blocks for each thing I name (work, training, study…); the fixed commitments I give kept where they are; rest, meals and free time included; how many hours a week each thing gets; at the end, 2 or 3 tips to keep to it.',
    },
    event: {
      role: 'an event planner who organises memorable, well-run celebrations',
      format: 'a to-do list by time before the event (weeks before, the week before, the day itself): each task with who does it and its cost, within the budget if I give one; then the day\'s timeline, hour by hour.',
    },
  },
  contentPlanPrecision: 'This is the plan of the posts, not the finished posts: keep the number I ask for (or a realistic one for the period) and give, for each, just what is needed to prepare it.',
  continuationPrecision: 'Continue from exactly where the text stops, with the same voice, tense, characters and style: no recap of what came before and no new beginning; move it forward and stop at a natural point.',
  continuationFormat: 'only the continuation, in the same form as the text (no title, no recap).',
  chainedPrecision: 'Do each thing I ask for, in the order I ask, each complete and under its own heading; what I ask of one part (its length, its tone) does not apply to the others.',
  reshapePrecision: 'Use every point and every figure of the text below, as written, in the order that reads best; add nothing that is not in it.',
  reshapeFormat: (form) => `${form}, in flowing prose that links the points (no bullet points left).`,
  partOnlyPrecision: 'Write only that part, not the whole piece: a few sentences that do its job (open it or close it) and fit what the rest is about.',
  comparisonCriteria: (criteria) => `a table with one column per option and one row per criterion, in this order: ${criteria}; then which one suits my case, or which case suits each.`,
  alsoInclude: (format, parts) => `${format.replace(/\.$/, '')}; then ${parts.replace(/\.$/, '')}.`,
  translationPrecision: (target) =>
    `Return only the translation ${target}, with no comments: keep the meaning, the register (formal or informal) and the formatting of the original, add nothing, and adapt idioms instead of translating them literally.`,
  translationChangePrecision: (target) =>
    `Return only the translation ${target}, with no comments: keep the meaning and the facts of the original, make the change I ask for, and adapt idioms instead of translating them literally.`,
  materialConstraint: 'Keep the meaning of the original and add nothing that is not in the text.',
  expandingConstraint: 'Keep the meaning and the facts of the original; what you add develops them, with no invented data.',
  kindConstraints: {
    email: 'No filler phrases or needless apologies.',
    code: 'Avoid external dependencies unless they are needed, and state any assumption.',
    summary: 'Do not add information that is not in the text.',
    translation: 'Do not add or remove content.',
    social: 'Use emojis sparingly, only where they add something.',
  },
  steps: {
    quiz: ['List the key points the items must cover.', 'Write one item per point, from easiest to hardest.', 'Check that every answer is correct and unambiguous.'],
    ideas: ['Think about what the audience wants and what holds them back.', 'Generate more ideas than needed and keep the most original and feasible.', 'Order them from most to least promising.'],
    email: ['State the goal of the email in one sentence.', 'Order the arguments from most to least convincing.', 'End with a concrete request that is easy to answer.'],
    speech: ['Decide the one idea the audience should take away.', 'Pick two or three anecdotes that show it.', 'Read it aloud and adjust the rhythm.'],
    message: ['Say the essential in the first sentence.', 'Add only the detail needed.', 'Close with what you expect from the reader.'],
    presentation: ['Define the main message.', 'Give each slide one idea.', 'Write the notes for each slide.'],
    poem: ['Choose the central image or feeling.', 'Write the verses, keeping the rhythm.', 'Read it aloud and polish the words that jar.'],
    letter: ['Decide what the letter must achieve.', 'Pick two or three concrete facts that support it.', 'Close with the next step you propose.'],
    summary: ['Read the whole text and identify its thesis.', 'Select the facts and arguments that support it.', 'Write the summary in your own words.'],
    translation: ['Read the whole text before translating.', 'Translate units of meaning, not word by word.', 'Check that it reads naturally in the target language.'],
    code: ['Clarify inputs, outputs and edge cases.', 'Write the code.', 'Add a test or an example that shows it works.'],
    social: ['State the main message in one sentence.', 'Write a hook for the first line.', 'Develop the message and close with the call to action.'],
    article: ['Outline the subheadings.', 'Write each section with a concrete example or figure.', 'Write the introduction and the title last.'],
    essay: ['State the central idea in one sentence.', 'Order the arguments and find an example for each.', 'Write, then check that every paragraph supports the central idea.'],
    plan: ['Clarify the goal and the period.', 'Spread the work evenly over time.', 'Check that the plan is realistic and has no gaps.'],
    analysis: ['Describe the data and its limitations.', 'Identify trends, anomalies and relevant comparisons.', 'Turn the findings into recommendations.'],
    research: ['Define the key questions.', 'Gather information from reliable sources.', 'Compare the sources and point out where they disagree.'],
    explanation: ['Work out what the reader needs to know first.', 'Explain from the general to the specific.', 'Check that every technical term is explained.'],
    naming: ['Decide what it must convey: the benefit, the personality or the place.', 'Generate many options from different angles (wordplay, descriptive, evocative).', 'Keep the shortest and most memorable.'],
    copy: ['Identify the main benefit for the customer.', 'Write several versions from different angles.', 'Keep the three clearest and most persuasive.'],
    listing: ['Identify what buyers search for and compare before buying.', 'Write the title with those words, no empty adjectives.', 'Fill in the features, the description and the specifications with the product\'s facts.'],
    story: ['Define the character, their goal and the conflict.', 'Sketch the arc.', 'Write, then polish the pacing and dialogue.'],
    script: ['Define the message and the hook.', 'Split the script into scenes.', 'Fit the text to the time available.'],
    review: ['Read the whole text before commenting.', 'Note the problems and rank them by importance.', 'Propose a concrete fix for each one.'],
    docs: ['Work out what the reader needs to know or do.', 'Put the information in that order.', 'Check that no case, deadline or requirement is missing.'],
    general: ['Clarify the goal.', 'Build the answer part by part.', 'Sum up the essentials at the end.'],
  },
  checks: ['it answers exactly what was asked', 'it follows the format and length given', 'the tone suits the audience', 'there are no made-up facts and no repetition'],
  exampleSlot: '[paste an example of a result you like]',
  askFirst: 'If you are missing essential information, ask me before you start.',
  taskSlot: '[describe what you want the AI to do]',
  contextSlot: '[what you need it for and the result you expect]',
  ownedLine,
  // A file is not pasted, its text is: "the attached pdf" → "[paste the PDF's text here]".
  materialSlot: (noun) => {
    // "your logo", "what we discussed": the words already say whose or which it is.
    const determined = /^(?:the|your|what) /.exec(noun);
    const named = determined ? noun : `the ${noun}`;
    if (new RegExp(`(?:^| )(?:${visualNouns})$`).test(noun)) return `[describe or attach ${named}]`;
    if (new RegExp(`(?:^| )(?:${codeChangeNouns})$`).test(noun)) return `[paste the diff of ${named} here]`;
    if (new RegExp(`(?:^| )(?:${siteNouns})$`).test(noun)) return `[paste the text of ${named} or its URL here]`;
    // What is heard is read in its transcript; a link, in its page's text.
    if (new RegExp(`(?:^| )(?:${recordingNouns})$`).test(noun) && !/transcri/.test(noun)) return `[paste the transcript of ${named} here]`;
    if (new RegExp(`^(?:${linkNouns})$`).test(noun)) return "[paste the linked page's text here]";
    if (determined) return `[paste ${noun} here]`;
    return /^(?:pdf|file|attachment|document|doc|docx)s?$/.test(noun) ? `[paste the ${noun === 'pdf' ? 'PDF' : noun}'s text here]` : `[paste the ${noun} here]`;
  },
  targetLanguageSlot: 'Target language: [the language to translate into].',
  programmingLanguageSlot: 'Language and version: [programming language and version].',
  signatureSlot: 'Signature: [your name].',
  coverLetterSlots: {
    job: 'The job: [the role, the company and where you saw the posting].',
    experience: 'My experience: [your relevant experience and skills, with one or two achievements and figures].',
  },
  dataSlot: 'Data: [paste the data here or attach the file].',
  raiseSlot: 'Points I can make: [your concrete achievements this past year] and [the figure or percentage you are asking for].',
};

const reader: ReaderPhrases = {
  elementNames: {
    role: 'a role',
    task: 'a task',
    context: 'context',
    audience: 'an audience',
    tone: 'a tone',
    format: 'a format',
    length: 'a length',
    constraints: 'constraints',
    examples: 'examples',
  },
  taskTypes: {
    'Content Creation': 'Content Creation',
    Research: 'Research',
    Brainstorming: 'Brainstorming',
    Summarization: 'Summarization',
    'Data Analysis': 'Data Analysis',
    Translation: 'Translation',
    Coding: 'Coding',
    Copywriting: 'Copywriting',
    'Email Writing': 'Email Writing',
    'Creative Writing': 'Creative Writing',
  },
  stillPostName: { picture: 'the text of a picture, not a video', post: 'a feed post, not a video', notice: 'a notice to post, not a video' },
  kindNames: {
    ideas: 'ideas',
    quiz: 'questions or practice material (a quiz, flashcards, interview questions, exercises)',
    email: 'an email',
    letter: 'a letter',
    poem: 'a poem',
    message: 'a message',
    presentation: 'a presentation',
    speech: 'a speech',
    summary: 'a summary',
    translation: 'a translation',
    code: 'code',
    social: 'a social media post',
    article: 'an article',
    essay: 'an essay',
    plan: 'a plan',
    analysis: 'an analysis',
    research: 'a research report',
    explanation: 'an explanation',
    naming: 'names or titles',
    copy: 'advertising copy',
    listing: 'a marketplace listing',
    story: 'a creative text',
    script: 'a script',
    review: 'a review with feedback',
    docs: 'documentation or an informational text',
    general: 'a different kind of answer',
  },
  detailLevels: { Low: 'low', Medium: 'medium', High: 'high' },
  change: {
    role: (role) => `Role: added "${role}" so the AI answers with a specialist's judgement.`,
    precision: (sentence) => `Task: made it precise with "${sentence}".`,
    count: (count, noun) => `Quantity: your text did not say how many ${noun}; I asked for ${count}.`,
    platform: (platform) => `Platform: fitted the format, length and audience to ${platform}.`,
    sector: (sector) => `Context: added the industry (${sector}).`,
    context: (placeholders) => `Context: added details only you know as placeholders: ${placeholders.join(', ')}.`,
    contextSlot: (placeholder) => `Context: there was none; left ${placeholder} for you to explain the purpose.`,
    material: (placeholder) => `Source text: you mentioned a text that was not included; left ${placeholder} for you to paste it.`,
    slot: (placeholders) => `Missing details: left ${joinList(placeholders, 'and')} for you to fill in.`,
    audience: (text) => `Audience: said who it is for (${text}).`,
    tone: (text, fromOption) => `Tone: ${fromOption ? 'applied the tone you chose' : 'set a tone that fits the task'} (${text}).`,
    format: (text) => `Format: defined the structure of the answer (${text}).`,
    length: (text) => `Length: said how long it should be (${text}).`,
    constraints: (count) => `Constraints: added ${count === 1 ? 'one rule' : `${count} rules`} against generic answers and made-up facts.`,
    staysInRole: (count) => `Constraints: added ${count === 1 ? 'one rule' : `${count} rules`} so the AI stays in the role for the whole chat and does not step out of it or play your part.`,
    steps: (count) => `Steps: added ${count} steps so the AI works in order.`,
    checks: (count) => `Quality check: added ${count} final checks.`,
    exampleSlot: () => 'Examples: left a slot for you to paste an example of what you like.',
    slotsSkipped: () => 'Context and examples: no slots for them at this detail level; code, a translation or a fact comes out the same whatever it is for.',
    askFirst: () => 'Questions: asked the AI to check with you if essential information is missing.',
    kept: (elements, size, greeting, facts) =>
      `Task: your request, in your words${greeting ? ` (only the greeting "${greeting}" removed)` : ''}${elements.length ? `; kept what it already gave: ${elements.join(', ')}` : ''}${size ? `; nothing added contradicts the size or count you set ("${size}")` : ''}${facts.length ? `; kept your figures as they are (${facts.map((fact) => `"${fact}"`).join(', ')})` : ''}.`,
    alreadyGood: (elements) => `Your prompt was already good (${elements.join(', ')}): I left it as it was and only added what was missing.`,
    optionConflict: (option, deliverable) => `Task type: you chose "${option}", but your text asks for ${deliverable}; I kept what your text asks for and used the option only for the rest.`,
    optionNotApplied: (element, option, quoted) => `Options: you chose ${element} "${option}", but your text already gives one (${quoted}); I kept what your text says.`,
    channelConflict: (channel, deliverable) => `Channel: you chose "${channel}", but your text asks for ${deliverable}; I kept what your text asks for and left the channel aside.`,
    platformConflict: (chosen, named) => `Platform: you chose ${chosen}, but your text asks for ${named}; I kept what your text asks for and applied your other options.`,
    otherLanguage: (languageName) =>
      `Language: your prompt is in ${languageName}; I left it as it was (this engine only rewrites prompts in Spanish and English) and asked for the answer in ${languageName}.`,
    reference: (title) => `Specificity: took the structure and rules of the library prompt "${title}", not its topic.`,
    injection: (quoted) => `Safety: ${quoted} is an instruction inside your text; I kept it as part of your request and did not obey it while optimizing.`,
    wrapperShorter: (quoted) => `Request: you asked for ${quoted}; I kept the prompt short: only what changes the answer (role, task, format and length).`,
    wrapperKept: (quoted) => `Request: I kept what you asked of the prompt (${quoted}) as part of it.`,
    promptWrapper: (quoted) => `Request: I read ${quoted} as asking to improve the prompt that follows it; I optimized that prompt as if you had typed it alone.`,
    structure: (detail) => `Structure: organised the prompt into sections (${detail} detail level).`,
  },
  textNoun: 'text',
  ownThing: { possessiveForReader: 'your', partOf: (part, whole) => `the ${part} of ${whole}` },
  answerIn: (languageName) => `Answer in ${languageName}.`,
  suggest: {
    count: (quotedTask, noun, count) => `Say how many ${noun} you want: ${quotedTask} does not say (the prompt asks for ${count}; change it if you need a different number).`,
    placeholders: (placeholders) => `Replace ${joinList(placeholders, 'and')} with your real details before using the prompt.`,
    vague: (word, quotedSentence) => `Pin down "${word}" in ${quotedSentence}: say exactly what you expect.`,
    example: (quotedTask) => `Add an example of a result you like for ${quotedTask}: the AI will follow its style.`,
    audience: (quotedTask) => `Say who ${quotedTask} is for: age, interests or expertise change the answer a lot.`,
    goal: (quotedTask) => `Explain what you want to achieve with ${quotedTask} (more sales, bookings, followers, a reply…).`,
    material: (quoted) => `Paste the text you refer to with ${quoted}: without it the AI cannot do the job.`,
    task: () => 'Start with a verb that says what the AI must do ("Write…", "Summarize…", "Give me…").',
    iterate: () => 'Try the prompt and, if the answer misses, add what was wrong or missing as a constraint.',
  },
};

// The technical subjects of a how-to ("css", "git", "python"): the exact code or commands first.
const techTopics = 'div|css|html|flexbox|javascript|typescript|python|pip|node|npm|react|git|commits?|branch|github|docker|linux|ubuntu|terminal|command line|bash|powershell|sql|database|api|regex|ssh|php|json|localhost';

const words: Vocabulary = {
  deliverables: {
    // "20 words with their translation" is a vocabulary list, not a translation.
    translation: '(?<!with (?:their|its|the) )translat[a-z]*|(?:put|say|write|turn) (?:this|it|that) (?:in|into) (?:english|spanish|french|german|italian|portuguese)',
    summary: '(?:the )?plot (?:of|summary)|(?<!linkedin )summar[a-z]*|sum+ar(?:y|ies|i[sz]e)|summery|tl;?dr|recap|(?:the )?key (?:points|takeaways|ideas) (?:of|from|in)|main (?:points|ideas) (?:of|from|in)|takeaways from',
    code: "(?<!(?:learn|learning|learn how|start|started|starting|get into|getting into|teach me how|teach me) (?:to )?|(?:study|studying|course in|course on|intro to|introduction to) )(?:code|coding|program(?:ming)?(?<!(?:loyalty|rewards?|referral|points|vip|membership|affiliate|ambassador|training|mentorship|mentoring|internship|wellness|incentive|customer) program))|function|sql query|bug|regex(?:es)?|unit tests?|tests? for (?:this|my|the|a) (?:function|class|method|component|endpoint|module)|docker ?(?:file|compose(?: file)?)|(?:bash|shell|python|node|powershell) script|(?:script|macro) (?:that|to) (?:reads?|parses?|converts?|downloads?|renames?|automates?|cop(?:y|ies)|moves?|deletes?|extracts?|scrapes?|sorts?|filters?|calculates?|cleans?|merges?|imports?|exports?|backs? up|sends?|uploads?)|github actions? workflow",
    // Misspelt as people type them: "emial", "leter", "quizz".
    email: 'e-?mails?|emials?|emails?|mails?|newsletter',
    letter: '(?:cover |motivation |recommendation |reference )?(?:lett?ers?|leters?)|(?:written|formal|final) warnings?(?! (?:signs?|lights?|labels?))|recommendations? for|(?:formal )?complaints?',
    naming: 'what (?:should|could|can|do) (?:i|we) (?:call|name)(?= (?:my|our|the|a|an|this|her|him) )|ideas for (?:a |the )?(?:names?|titles?|slogans?)|subject lines?|slogans?|taglines?|names?|titles?|headlines?|naming',
    ideas: 'what (?:should|can|could) i (?:write|post|blog|talk|make (?:a )?videos?) about|(?<!(?:main|central|key|no|any|the faintest|the slightest) )ideas?|brainstorm[a-z]*(?! (?:\\d+ )?(?:some |a few )?(?:names|titles|slogans|taglines)(?![a-z]))|topics for|hooks?|angles for',
    quiz: 'exit (?:tickets?|slips?)|questions to ask (?:a |an |the |my |our )?(?:[a-z-]+ ){1,3}?before (?:hiring|booking|choosing|signing with)|(?:what )?questions (?:should|can|do|could) i ask (?:a |an |the |my |our )(?![a-z]*(?:interviewer|recruiter|hiring manager))[a-z]+|what (?:will|might|could|would) they ask|questions(?=[^.\\n]{0,40}interview)|interview(?=[^.\\n]{0,60}questions)|quizz?(?:es)?|quizzes|(?:multiple[- ]choice|test|exam|trivia|practice|review|quiz) questions|flash ?cards?|(?:job )?interview questions|questions (?:for|to ask (?:in|at)) (?:an?|my|the) (?:job )?interview|worksheets?|practice (?:exercises|problems)|exercises(?=[^.\\n]*(?:solution|answer|practice|exam|class|grade|level|students|kid|son|daughter|year[- ]old|math|fractions|equations|algebra|grammar|spelling|physics|chemistry))',
    plan: 'unit plans?|i (?:have|got) (?:a|an|my) (?:[a-z]+ )?(?:exam|test|final|midterm) (?:tomorrow|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|next week|in (?:\\d+|a|two|three) (?:days?|weeks?))|how (?:do|should|can|could) i (?:best )?(?:study|prepare|prep|revise|cram) for (?:my|the|an?|this|next) (?:[a-z0-9-]+ ){0,2}?(?:exams?|tests?|finals?|midterms?|sats?|acts?|gre|gmat|lsat|mcat|boards|quiz)(?![a-z])|schemes? of work|(?:a|an|my|our)(?: (?!(?:data|phone|mobile|cell|insurance|health|pension|floor)(?![a-z]))[a-z0-9-]+){1,2} plans?|couch[- ]to[- ](?:5|10)k(?![a-z])|(?:a|an|the|my|our|meal|content|study|workout|training|running|fitness|exercise|gym|diet|savings|reading|revision|marketing|business|project|action|lesson|travel|weekly|monthly|daily|one-month|one-week|\\d+-(?:day|week|month)|\\d+ (?:days?|weeks?|months?)) plans?|diets? (?:plan|for|to)|meal[- ]prep(?:ping)?|batch cooking|(?:i|we) (?:want|would like|are going|am going|plan) to (?:go|travel) to (?!(?:the|my|a|an|bed|work|school|gym|class|church|sleep|college|university) )[a-z]+(?: [a-z]+)? for (?:\\d+|a|one|two|three) (?:days?|nights?|weeks?)|(?:plan|organi[sz]e) (?:a|an|the|my|our) (?:[a-z0-9]+ ){0,2}(?:party|wedding|birthday|baby shower|celebration|event|reunion)|(?:plan|organi[sz]e) (?:a|an|the|my|our) (?:[a-z0-9-]+ ){0,2}?(?:trip|getaway|road trip|holiday|vacation)|planning|calendar|schedule|timetable|itinerary|routine|(?:\\d+|thirty|seven)[- ]day challenges?|roadmap|meal[- ]prep(?: plans?)?|workouts?(?! (?:clothes|music|playlist|songs))|plan (?:a|an|my|our|the|me a)(?= )',
    analysis: 'analy[sz](?:e|es|is|ing)|metrics',
    research: 'research[a-z]*|literature review',
    // "what are the most common interview questions" asks for the questions.
    // "explain the plot of inception" asks for the plot: a summary.
    explanation: 'explain[a-z]*(?! the (?:plot|story) of)|what does (?:this|that|the|my|it)(?: [a-z\'’]+){0,6} mean|what is|what are(?! (?:the |some )?(?:best|most common|top|main|typical|good) )|how does|remind me how(?= )|how do(?! i (?:(?:tell|ask|text|remind) (?:my|the|our|him|her|them) |(?:reply|respond)(?: back)? to ))|teach me|why does|why do',
    copy: '(?:donation|fundraising) (?:appeal|letter|post|email|message)s?|(?:text|post|message|letter) (?:asking|to ask) for donations|business cards?|ad copy|ads?|landing page|sales page|home ?page (?:copy|text)|website copy|copy for (?:my|our|the) (?:website|homepage|home page|landing page)',
    listing: '(?:amazon|etsy|ebay|mercado ?libre|marketplace|shopify|product) listings?|listings? (?:on|for) (?:amazon|etsy|ebay|mercado ?libre|shopify)|amazon(?! web| prime| alexa)|etsy|ebay|mercado ?libre|marketplace|product descriptions?|product descr[a-z]*|descriptions? (?:for|of) (?:my|our|the) (?:online )?(?:shop|store) (?:of|for) (?:a|an|these|this|my|our)(?![a-z])|descriptions? (?:for|of) (?:a|an|these|this|my|our) (?:[a-z0-9-]+ ){1,7}?(?:for|in|on) (?:my|our) (?:online |web )?(?:shop|store)(?![a-z])',
    speech: "(?:wedding )?vows|(?:something|a few words) to (?:say|read) at (?:my|the|our|a|an) (?:[a-z'’-]+ ){0,2}?(?:funeral|memorial|wedding|retirement|graduation|party|dinner|ceremony|send-?off)(?![a-z])|(?:elevator |investor )?pitch(?:es)?(?! deck)|speech(?:es)?|speach|toast|talk(?! (?:to|with|about it|it over))|keynote|eulogy",
    // A list the request names is a deliverable of its own: "Email Writing" does not make a packing checklist an email.
    general: 'checklists?|(?:packing|grocery|shopping|to-?do|reading|bucket) lists?',
    // A reply that names no email is a message: a post under "Social Media" it is not.
    message:
      `(?:cold |outreach |direct |private )+messages?|(?:a |an |the )?(?:quick |friendly |short |gentle |polite )?reminders? (?:to|for|that|about)(?= )|in-?mails?|(?:tinder|bumble|hinge|dating(?: app)?) (?:openers?|opening lines?|first messages?)|(?:a |the )?(?:texts?|messages?) to (?:convince|persuade) (?:my|our|the|a|an)|(?:a |the )?texts? to (?:my |a |an |the )?(?:cancel|tell|ask|say|let|invite|remind|thank|apologi[sz]e|break|check|wish|friend|boss|landlord|mom|mum|dad|partner|girlfriend|boyfriend|wife|husband|neighbou?r|coworker|colleague|teacher)|openers? for|opening lines? for|pick-?up lines?|what (?:do|should|can) i (?:say|write|text|reply)(?: to| back)?(?! about| in | on )|how (?:do|should|can) i text(?= (?:my|the|our|him|her|them) )|how (?:do|should|can) i (?:reply|respond)(?: back)? to(?= )|(?:a|my|the) repl(?:y|ies) to(?![^.,;\\n]*(?:e-?mail|letter))|repl(?:y|ies)? to (?:my|this|her|his|their|the|a) (?:[a-z]+['’]?s )?(?:texts?|messages?|dms?|msgs?|whatsapps?)|(?:write|draft) (?:me )?(?:a |an )?repl(?:y|ies)(?! to (?:the |this |her |his |their |my )?(?:e-?mail|letter))|texts? (?:to send|for)(?! (?:my |our |the |a )?(?:business cards?|website|homepage|landing page|flyers?|brochures?|posters?|menus?|banners?))|text messages?|msgs?|dms?|(?:a|an|welcome|thank[- ]you|short|quick|birthday|farewell|goodbye|apology|text|whatsapp|linkedin) messages?|whatsapp|sms|thank[- ]you (?:notes?|cards?)|(?:a|an) (?:short |quick |little )?note (?:to|for)|(?:a|an) (?:short|quick|little|polite|friendly|nice|kind|gentle|courteous|respectful|firm)(?:,? (?:(?:and|but) )?(?:short|quick|little|polite|friendly|nice|kind|gentle|courteous|respectful|firm))? note(?= *(?:[,.!?]|$))|an apology (?:to|for)|out[- ]of[- ]office|auto-?reply|notice (?:to|for) (?:the )?(?:residents|neighbou?rs|tenants|staff|parents)|(?:an |the )?announcement(?! (?:post|video|email|e-mail))|messages? (?:for|to) (?:my|our)(?= [a-z])|(?:(?:write|text|message) to|text|message|dm) (?:my|our) (?:[a-z-]+ )?(?:${addressees})(?![a-z])(?![^.\\n]*(?:e-?mail|letter|cv|resume))|notes? to (?:leave|put|stick) (?:on|under|in) (?:my|the|a|our|his|her|their) (?:[a-z'’-]+ ){0,2}?(?:car|windshield|door|mailbox)|notes? (?:to|for) (?:my|our|the) (?:[a-z-]+ )?(?:${addressees})(?![a-z])|(?:write|draft|leave) (?:me |him |her |them )?(?:a|an) note(?= *(?:[,.!?]|$))|(?:something|a few words|a few lines|a little something) (?:to|i can|i could) (?:send|text|say to|write to|tell|give) (?:to )?(?:my|our) (?:[a-z-]+ )?(?:${addressees})(?![a-z])|^ask (?:my|our) (?:[a-z-]+ )?(?:${addressees})(?= [^.\\n]*(?:via|on|over|through|by) (?:slack|teams|text|whatsapp|sms|dm|messenger|telegram)(?![a-z]))`,
    presentation: 'pitch decks?|(?:thesis|dissertation) defen[cs]e|defend(?:ing)? my (?:thesis|dissertation)|presentations?|presentaions?|slides|slide deck|deck|power ?points?|ppt',
    poem: 'acrostics?(?: poems?)?|poems?|verses|sonnets?|haikus?|limerick|rhymes?|raps?',
    story: 'story|stories|novel|fiction|flash fiction|micro ?fiction|drabbles?|fables?|song|lyrics|(?<!behind (?:the )?)scenes?(?= (?:where|in which|between|set|about|of|from|for|with)(?![a-z]))|dialogues? between',
    // "behind the scenes of our studio" shows the place: no scene to write.
    // "video editing", "a video call" are no video to script.
    // "make a short on why cats purr": a Short is a vertical video ("short on time" is not one).
    script: 'scripts?|videos?(?! (?:editing|editor|games?|calls?|cards?|conferenc[a-z]*|cameras?))|reels?|(?<=(?:an?|one|my|youtube) )shorts?(?= (?:about|on|explaining|showing|for my (?:channel|page|account))(?![a-z]))',
    social: '(?:instagram|ig|insta|facebook|fb|whatsapp|snapchat) stor(?:y|ies)|pinned comments?|comments? to pin|posts?|instagram|tiktok|linkedin|facebook|twitter|tweets?|thread|captions?|about (?:section|tab)(?= (?:for|of|on) (?:my|our|the) (?:[a-z]+ )?channel)|(?:youtube|video|channel) descriptions?|descriptions? (?:for|of) (?:(?:my|the|a|this|our) )?(?:latest |new |next )?(?:youtube |tiktok )?(?:video|channel|episode)|(?:instagram|tiktok|twitter) bio',
    essay: 'ess?ays?|composition|argumentative (?:text|piece)|opinion piece',
    article: 'art?icles?|artcles?|blog|book reports?|press release',
    docs: '(?:official )?(?:rules|terms) (?:for|of) (?:a |an |my |the |our )?(?:giveaway|contest|sweepstakes)|contracts?|clauses|nda|non-disclosure agreement|rental agreement|readme|documentation|docs|manual|user guide|style guide|installation guide|instructions|polic(?:y|ies)|terms (?:of service|and conditions|of use)|faqs?|sop|standard operating procedure|procedure|protocol|house rules|changelog|release notes|internal (?:docs?|documents?)',
  },
  // Conversational fillers that open a request ("ok so basically", "so yeah", "um") are dropped as greetings are.
  greetings: 'hi|hello|hey|how are (?:you|u)(?=[\\s?!.,]*$)|what\'?s up(?=[\\s?!.,]*$)|hiya|chat|chatgpt|gpt|ai|buddy|pls|plz|ok(?:ay)?(?= so\\b|\\s*[,!.])|so yeah|so(?= (?:basically|like|um)\\b)|basically|um+|uhm*|erm|well(?=\\s*,)|(?:gemini|claude|copilot|deepseek|grok|perplexity|chat gpt|meta ai)(?=\\s*[,:!])',
  possessives: 'my|our',
  clauseStarts: 'that|which|to|for|about|i|we',
  writingVerbs: 'write|draft|compose',
  registerChange: "into (?:plain|simple|everyday|layman[’']?s?) (?:english|terms|language|words)|(?:in(?:to)?|to) (?:a )?(?:more |less )?(?:professional|formal|informal|casual|friendly|polite|neutral|corporate|simple|simpler) (?:tone|register|language|english|style|wording)",
  askingOthers: 'asking|to ask|that asks|requesting|to request|begging|telling (?:him|her|them) to',
  languageNames: { es: 'spanish|castilian', en: 'english' },
  privateEvents: 'meeting|call|standup|lecture|class|talk|interview|conversation|webinar',
  eventNotes: '{event} notes',
  recentTimes: "today|yesterday|this morning|this afternoon|last night|last week|earlier|on (?:monday|tuesday|wednesday|thursday|friday)|with (?:my|the|our) [a-z]+",
  recordings: 'videos?|audio|recording|podcast|reel|voice (?:note|memo)|webinar',
  recordingSeen: "i (?:watched|listened to|saw)|from (?:class|youtube)|of (?:the |my )?(?:class|lecture)",
  transcriptOf: '{recording} transcript',
  shortening: 'shorten|shorter|cut (?:it |this )?down|trim|condense|too long|tighten',
  lengthening: 'longer|lengthen|expand|extend|flesh (?:it |this )?out|too short|add more (?:detail|details|content|words)',
  workNamed: "(?:poem|sonnet|story|song|lyrics|novel|play|speech|passage|chapter|fable|tale)s? (?:of|by|from|called|titled) (?!(?:this|my|the following|the one)(?![a-z]))[a-z0-9]+",
  ownerDescribed: '(?:that |which |and |who |it |we )?(?:sells|sell|offers|offer|makes|make|builds|build|installs|install|produces|provides|provide|runs|run|organi[sz]es|teaches|does|imports|distributes|is an? [a-z]+ (?:company|business|brand|startup|agency|firm))',
  chatSpellings: { u: 'you', ur: 'your', yr: 'your', cna: 'can', cn: 'can', cann: 'can', teh: 'the', yuo: 'you', thx: 'thanks', thnx: 'thanks', tho: 'though', cuz: 'because', bc: 'because', abt: 'about', txt: 'text', pic: 'picture', pics: 'pictures', wanna: 'want to', gonna: 'going to', gimme: 'give me', giv: 'give', gve: 'give', mak: 'make', wrte: 'write', rite: 'write', wite: 'write', emal: 'email', cud: 'could', wud: 'would', shld: 'should', wat: 'what', shud: 'should', explane: 'explain', pleez: 'please' },
  tolerantWords: [
    'summary', 'summarize', 'summarise', 'letter', 'letters', 'email', 'emails', 'essay', 'essays', 'presentation', 'message', 'article', 'speech', 'script', 'story',
    'poem', 'recipe', 'report', 'review', 'resume', 'proposal', 'description', 'questions', 'exercises', 'paragraph', 'notes', 'meeting', 'homework', 'assignment',
    'interview', 'grammar', 'spelling', 'feedback', 'write', 'rewrite', 'proofread', 'improve', 'translate', 'explain', 'prepare', 'organize', 'recommend',
    'correct', 'check', 'create', 'draft', 'could', 'would', 'please', 'professional', 'schedule', 'caption', 'newsletter', 'announcement', 'apology', 'chapter', 'instagram', 'linkedin', 'facebook', 'twitter', 'youtube', 'whatsapp', 'tiktok', 'pinterest', 'resignation', 'complaint', 'recommendation', 'motivation', 'application', 'business', 'answers',
  ],
  // Real words one edit from those above: read as they are.
  // No English word yet is a deliverable misspelt only after a determiner.
  determinerTypos: { words: [], determiners: 'a|an|the|my|your|this|that|another|his|her|our|their' },
  nearMisses: ['latter', 'litter', 'world', 'white', 'wrote', 'crate', 'cheek', 'drift', 'scrip', 'resort', 'repost', 'melting', 'meting', 'spilling', 'massage', 'nodes', 'twister'],
  variantEndings: 's|es|ed|ing|er|ers',
  spellingFolds: [],
  workedMaterialNouns: 'exams?|tests?|quiz(?:zes)?|worksheets?|handouts?',
  pointedMaterialNouns: 'questions?|problems?|exercises?|answers?|recipe|story|bio|copy|website copy|about (?:page|section)|review|comment|description|product description|summary|profile|headline|wording',
  demonstratives: 'this|these|that|those|the following|the above|the attached',
  materialPointers: 'this|these|that|the following|the above|the attached|below|above|my|attached',
  materialNouns:
    'literature review|introduction(?! (?:of|de|del) )|conclusion(?! (?:of|de|del) )|bio|link|url|chart|graph|diagram|textbook|coursebook|blog post|post|caption|docs?|google doc|deck|msgs?|pitch(?! deck)|spreadsheet|sheet|thread|chat|conversation|job (?:posting|description|ad)|meme|image|screenshot|photo|picture|comments|responses|clause|passage|sentence|poem|lyrics|prompt|function|snippet|method|query|figures|numbers|results|survey|reviews|logs?|error message|stack trace|proposal|outline|lyrics|article|text|document|report|menu|brochure|flyer|email|code|paragraph|bullet points|bullets|bullet list|list|(?<!(?:key|main|important) )points|transcript|contract|message|notes?|homework|assignment|worksheet|cv|resume|homework|assignment|résumé|essay|draft|script|presentation|speech|letter|data|spreadsheet|table|file|pdf|chapter|book|paper|thesis|dissertation|syllabus|transcripts|formula|slides|slide deck|pitch deck|vows|wedding vows|portfolio|recording|audio|voice (?:note|memo)|meeting notes|personal statement|lecture notes|sql query|essay draft|research paper|abstract|bill|invoice|receipt|episode|podcast episode|complaint|customer complaint|traceback|comment',
  materialVerbs: '(?:key|main) (?:points|takeaways|ideas) (?:of|from|in)|look at|listen to|clean up|tidy up|solve|adapt|modify|adjust|compare|tailor|reformat|format|simplify|expand|continue|group|sort|classify|categori[sz]e|extract|explain|critique|answer|respond to|summari[sz]e|translate|review|proofread|analy[sz]e|improve|fix|turn|convert|shorten|rewrite|edit|check|go over|correct|polish|understand|make sense of|feedback on|look over|go through|tighten(?: up)?|rephrase|reword',
  editingVerbs: 'fix|correct|proofread|polish|improve|edit|rewrite|shorten|tidy up|clean up|check|reformat|tailor|go over',
  materialPlaces: "i (?:just )?(?:sent|gave|shared|pasted|attached|uploaded|forwarded|got(?! (?:promoted|fired|hired|married|engaged|accepted|rejected|laid off|sick|divorced|pregnant|dumped|admitted|into|in)(?![a-z]))|received|wrote|made)(?: (?:to )?you)?|i(?:'m|m| am)? (?:getting|sharing|attaching|uploading)|i keep getting|i(?:'ve| have) (?:written|got)|" + 'above|below|attached|(?:that|which) i(?:\'ll| will) (?:paste|send|share)|i(?:\'ll| will) paste (?:it|them) (?:below|next|after|later)|(?:(?:that|which) )?(?:someone|a customer|a client|they) (?:left|wrote|posted)',
  materialComing: 'i(?:\'ll| will| am going to|\'m going to) (?:paste|send|share|give you)|let me paste|here comes',
  materialSent: "what (?:does|do) (?:this|that|these|it) mean(?! (?:when|if|to|for|that) )|what i(?:'ve| have)? (?:just )?(?:sent|pasted|shared|attached|gave)(?: you)?|what i(?:'ll| will) (?:send|paste|share)|the (?:stuff|thing|one) i (?:sent|pasted|shared)|what i wrote",
  materialPronoun: "(?:this|that|it|these|the above|what'?s above)(?=\\s*(?:$|[.,;:!?)]|(?:in|into|to|so|for|and|sound|look|read|more|less|shorter|longer|better|simpler|clearer|please|pls)(?![a-z])))",
  materialReferred: [
    // "keep going with the poem": the text so far, to paste (one named with when or where it was is read below).
    ['(?<=(?:keep going|carry on|go on) with )(?:the|my|our|this) (poem|story|song|chapter|essay|text|letter|script)(?![a-z])(?! (?:from|we|i|you|that|so far))', 'the $1'],
    // "rewrite the above", "summarize the following": the text said before or after.
    ['the (above|following)(?= *(?:$|[.,;:!?]|(?:in|into|to|for|and|as|so|but|more|please|pls)(?![a-z])))', 'the $1 text'],
    // "the list below", "the previous answer", "the following paragraph" (not "the following week").
    ['the (' + referredNouns + ') (above|below)(?![a-z])', 'the $1 $2'],
    ['the (previous|earlier|above|following) (' + referredNouns + ')(?![a-z])', 'the $1 $2'],
    // "what we discussed", "what i told you earlier".
    ['what (?:we|i) (discussed|talked about|covered|went over|wrote|said|told you)(?![a-z])', 'what we $1'],
    // "the story we started", "the plan we made yesterday".
    ['the (' + referredNouns + ') (?:that |which )?we (started|discussed|talked about|made|wrote|worked on|came up with)(?![a-z])', 'the $1 we $2'],
    // "keep going with the story from before": what is continued is what there is so far.
    ['(?:continue|keep going with|carry on with|pick up)(?: with)? the ([a-z]{3,}) (?:from (?:before|yesterday|earlier|last time)|we (?:started|began))', 'the $1 so far'],
    // "summarize both articles": two texts the user has.
    ['(both) (?:the )?(texts|articles|emails|documents|offers|versions|drafts|files|pdfs|reports|contracts|letters|essays|posts|answers)(?![a-z])', 'the two $2'],
    // "these two offers", "those 3 emails".
    ['(?:these|those) (two|three|four|five|six|[2-9]) ([a-z]{3,})', 'the $1 $2'],
  ],
  visualNouns,
  codeChangeNouns,
  siteNouns,
  doneCountVerbs: 'ignored|ignores|ignoring|sent|received|got|wrote|missed|skipped|had|made|did|answered|returned|cancell?ed|bought|sold|ordered|already',
  countAdjectives: 'new|more|extra|additional|other|old|big|small|large|major|minor|main|key|full-time|part-time|senior|junior|free|paid|open|active|returning|repeat|first|last|next|young',
  reshapeGiven: '(?:turn|convert|transform|make|rewrite|put|change|write up) (?:(?:these|this|the following|my|those|the|our) (?:[a-z-]+ ){0,2}?(?:bullet points|bullets|notes|points|list|ideas|key points|data|figures|info|information|text|draft|outline)|this|these|the following)(?: below| above)? (?:in)?to (?!(?:sound|be|feel|read|look|seem|make it)(?![a-z]))((?:a |an |one |some )?[a-z -]+)$',
  gettingSomeoneTo: '(?:get|make|help|teach|convince) (?:my|our) (?:[a-z]+ )?(?:toddler|kids?|son|daughter|child|children|teen|teenager|baby|students?|dog|puppy|cat|partner|husband|wife|roommate|parents?) (?:to|into)(?= )',
  topicWork: 'homework|assignment|school project|project|essay question',
  // "help me with my homework pls, whats the difference between mitosis and meiosis": the question after a comma is the homework too.
  topicGiven: "^\\s*(?::\\s*[a-z0-9¿¡\"'“]|(?:about|on|regarding) (?!(?:the |this )?(?:page|sheet|worksheet|document|file|pdf)\\b)|(?:(?:pls|plz|please|asap)\\s*)?[,.?!-]+\\s*(?:(?:pls|plz|please)\\s*,?\\s*)?(?:what|whats|what's|how|why|when|who|which|where|explain|describe|solve|find|calculate|simplify)\\s)",
  textParts: 'conclusion|introduction|intro|opening|ending|title|headline|first paragraph|abstract|hook|discussion(?: section)?|methodology(?: section)?|methods section|results section|literature review',
  continuationVerbs: 'continue|keep going with|carry on with|pick up',
  letterWords: 'letters?',
  ownFarewell: "i(?:'m| am) (?:leaving|moving on|quitting)|my last day|i(?:'ve| have) (?:resigned|quit)|leaving (?:the company|my job|the team)|after \\d+ years? (?:at|with|here)",
  plainMessage: 'messages?|msgs?',
  chatMedia: 'whats ?app|sms|texts?|texting|dms?|telegram|signal|chat|group|notes?|slack|teams|instagram|facebook|linkedin|messenger|voicemail',
  codeWork: 'optimi[sz]e|refactor|convert|port|rewrite|speed up|clean up|simplify|(?:write|add|create|generate) (?:some )?(?:unit )?tests|add (?:comments|types|type hints|error handling|docstrings|jsdoc)|(?:write|add|generate) (?:the )?docstrings',
  chatBeforeArticle: { ur: "you're", youre: "you're" },
  materialFrom: 'using|from|based on|with|key (?:points|takeaways) of|main points of|most important (?:things|points|parts) (?:of|in)',
  sourceNouns: 'pdf|data|figures|numbers|notes|results|survey|report|document|text|article|transcript|minutes|talk|lecture|meeting|recording|job description|job posting|brief|rubric|guidelines|syllabus|requirements|spec|thread|email thread|emails|conversation|chat',
  businesses: [...businesses],
  products: [...products],
  people: [...people],
  nameGiven: 'my name is|i am called|signed|sign (?:it|off) as|name:',
  statedSize:
    '(?:an|one|half an) hour(?: and a half)?(?= at most| max(?:imum)?| tops| in total| long|[,.]|$)|tops|short(?! (?:about|on|sobre|acerca|explaining|showing|of (?:me|my|us|our|the)|for (?:my|our) (?:channel|page|account))(?![a-z]))|brief|concise|one sentence|a sentence|single sentence|one paragraph|a paragraph|single paragraph|one page|a page|half a page|one line|a line|one-liner|thread|haiku|sonnet|limerick|at most|no more than|under \\d+|up to \\d+|length|word count',
  numberWords: 'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|a dozen|dozen',
  injection:
    'ignore (?:all |any )?(?:of )?(?:the |your |my )?(?:above|previous|prior|earlier|preceding)(?: instructions| text| prompt)?|disregard (?:all |the )?(?:above|previous)(?: instructions)?|forget (?:all |your )?(?:previous |prior )?instructions|do not (?:improve|optimi[sz]e) (?:this|the) prompt|(?:you are|you\'re) now in (?:developer|dev|god|admin|jailbreak) mode|(?:enter|enable|activate) (?:developer|dev|god|jailbreak) mode|(?:print|reveal|show|repeat|output|tell me) (?:me )?your (?:system prompt|initial instructions|hidden instructions|instructions)',
  school: 'school|class|homework|teacher|high school|middle school|grade \\d+|\\d+(?:st|nd|rd|th) grade',
  content: 'content|posts|social media|instagram|tiktok|linkedin|facebook|blog|newsletter',
  reviewVerbs:
    // "summarize this product review", "reply to a one-star review": a review someone wrote, not a review asked for.
    "(?<!(?:product|customer|client|google|amazon|yelp|tripadvisor|restaurant|hotel|book|movie|film|\\d-star|one-star|two-star|five-star|star|bad|negative|positive|good|great|glowing|angry|performance|app store|online) )review|check (?:if|whether)|flag|red flags|what'?s wrong|whats wrong|what is wrong|what'?s not working|what would you (?:improve|change|fix)|tell me (?:if|how) (?:it|this)|give me (?:some |your |honest |brutal |detailed )?(?:feedback|notes|thoughts)|feedback on|critique|criti[cs]i[sz]e|(?<!(?:\\d(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|in|what|which|same|her|his|my|your|their) )grade(?! (?:\\d|school|level|student|kids?|class|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))|rate|evaluate|assess|what do you think (?:of|about)|what'?s (?:your|ur) (?:honest )?take on|whats (?:your|ur) (?:honest )?take on|what is your (?:honest )?take on|point out|spot (?:the )?(?:errors|mistakes|issues|problems)|find (?:the )?(?:errors|mistakes|issues|problems|bugs)",
  reviewOfHad:
    "(?:i(?: have|'ve| just)? (?:got|have|wrote|drafted|made|received|been (?:sent|given|offered))|they (?:sent|gave) me) (?:a|an) (?!(?:question|doubt|problem|issue|exam|test|meeting|interview|appointment|date)(?![a-z]))((?:[a-z]+ ){0,2}?[a-z]+)(?: (?:for|from|with|to|at|that|which|about|on)(?![a-z])[^.?!,\\n]{0,40})?[,.]? *(?:(?:can|could|would|will) you (?:please )?|pls |please )?(?:check|review|look over|go over|proofread|read over|look at) (?:it|this)(?![a-z])",
  outputUnits: 'words?|characters?|chars|sentences?|paragraphs?|lines?|points|bullets?|bullet points|minutes?|mins?|seconds?|secs?|pages?|slides?|tweets?|stanzas?|verses?',
  countedItems:
    'poems|haikus|sonnets|limericks|ideas|titles|headlines|names|questions|examples|tips|options|versions|variants|variations|hashtags|keywords|tags|posts|captions|emails|messages|steps|topics|slogans|taglines|answers|tasks|exercises|recipes|reasons|articles|scripts|videos|reels|stories|ads|items|things|places|ways|proposals|phrases|chapters|sections|activities|games|plans|menus|dishes|books|movies|songs|suggestions|alternatives|strategies|tricks|mistakes|benefits|key points|hooks|replies|subject lines|bios|descriptions',
  figureConnectors: 'and|or|the|for|to|of|in|on|at|with|but|from|each|per|starting|until|by|an?|is|are|was|so|then|plus|make|makes|earn|starts?|due|this|that|these|those|i|you|he|she|it|we|they|me|him|her|us|them|my|your|his|its|our|their',
  caption: 'captions?',
  stillPost: 'captions?|(?:for|of|on) (?:my|a|this|the|our) (?:photo|picture|pic|selfie|image)|carousels?',
  feedPost: '(?:feed )?posts?',
  comicForms: 'limericks?|(?:funny|humou?rous|silly|comic|comical|joke) (?:poems?|rhymes?|verses?|songs?|speech|toast)|roasts?|roast (?:of|for) ',
  fixedPoemForms: 'haikus?|sonnets?|limericks?|tankas?|acrostics?|villanelles?|couplets?|quatrains?',
  fitReference:
    '(?:with|to|against|fits?|match(?:es)?|meets?) (?:(?:the|this|a|an|my|our) (job (?:offer|posting|description|ad)|offer|posting|rubric|requirements|spec|specification|brief|criteria|description|role|position)|(what (?:we|was) agreed))',
  nonTextThings:
    '(?:my|our|this|these|the) (?:new )?(?:logos?|designs?|photos?|photographs?|pictures?|images?|illustrations?|drawings?|paintings?|covers?(?! letters?)|posters?|flyers?|outfits?|colou?r palette|fonts?|typography|ui|ux|interface|screens?|mockups?|wireframes?|decor|business idea|startup idea|app idea|idea|project)',
  personalLetter: 'letter (?:to|for) (?:santa(?: claus)?|my (?:mom|mum|mother|dad|father|grandma|grandmother|grandpa|grandfather|son|daughter|kids|wife|husband|partner|girlfriend|boyfriend|sister|brother|best friend|friend|future self)|my parents|my grandparents)|love letter',
  standing: '(?:in|for) (?:the|my|your) (?:next|following|coming) messages|from now on|for the rest of (?:this|our|the) (?:chat|conversation)|whenever i|each time i|every time i|throughout (?:this|our) conversation',
  marketplaces: 'listings?|amazon|etsy|ebay|mercado ?libre|marketplace|shopify|wallapop|online (?:store|shop)|web ?shop',
  bareDemonstratives: 'this|the following',
  marketResearch: 'keywords?|key words|search terms|competitors?|competition|(?:the|a|this|our|my) (?:[a-z-]+ )?(?:market|industry|sector|niche)|market (?:trends|size|research)|trends? in',
  proseUnits: 'words?|paragraphs?',
  summaryCases: {
    nonFiction:
      "self-help|non-?fiction|business books?|(?:popular )?science books?|memoirs?|biograph(?:y|ies)|autobiograph(?:y|ies)|(?:the )?book (?:[a-z'’-]+ ){0,4}?(?:habits?|how to|guide|rules|principles|laws|secrets|mindset|thinking|power|rich|money|wealth|effective|leadership|productivity|work|deep work|focus|essentialism|sapiens|homo deus|freakonomics|outliers|grit|ikigai|start with why|the lean startup|zero to one)(?![a-z])",
    story: 'novels?|movies?|films?|series|tv shows?|plays?|short stor(?:y|ies)|fairy tales?|manga|anime|sagas?|seasons?|episodes?',
    rules: '(?:law|act|regulation|directive|bill|treaty|constitution)(?![a-z])|gdpr|ccpa|hipaa|terms (?:of service|and conditions|of use)',
    plot: 'plots?|storylines?|synops(?:is|es)|what happens in',
    history: '(?:french|russian|american|industrial|mexican|cuban|glorious) revolution|revolutions? of|(?:world war|ww) ?(?:1|2|i|ii|one|two)|(?:civil|cold|vietnam|korean|punic|hundred years\'?|thirty years\'?|napoleonic|spanish civil) war|(?:roman|ottoman|british|aztec|inca|mongol|byzantine|spanish) empire|battles? of|great depression|holocaust|crusades|reformation|renaissance|war of independence|coloni[sz]ation of|civil rights movement|black death|fall of (?:the )?(?:berlin wall|roman empire|constantinople)',
  },
  reviewCase: {
    negative: 'negative|bad|poor|angry|unhappy|harsh|mean|1[- ]star|one[- ]star|2[- ]star|two[- ]star|complain(?:t|s|ed|ing)?',
    positive: 'positive|good|great|glowing|nice|lovely|kind|5[- ]star|five[- ]star',
    gist: '(?:customer|client|guest|diner|buyer|reviewer|patient|user|they|he|she|someone|somebody)s? (?:said|says|wrote|writes|complained|complains|mentioned|claims?|claimed|told us|is saying)|saying (?:that|the|our|we|it|they|he|she|his|her|my|i)(?![a-z])|complaining (?:that|about)',
  },
  oneIdea: '(?:an?|one|quick|good|single|fun|creative|cool|new) (?:[a-z-]+ ){0,2}?idea(?! (?:of|about) (?:how|what|the (?:cost|price|time|size)))|^idea (?:for|to|on)',
  videoShort: '^(?:(?:make|write|create|film|script) (?:me )?)?(?:an? |one )?short (?:about|on|explaining|showing)(?![a-z])|(?:make|write|create|film|script|idea for|script for) (?:me )?(?:an? |one |my )?short (?:about|on|explaining|showing|for my (?:channel|page|account))(?![a-z])',
  pairFor: {
    shop: '(?:my|our|the) (?:[a-z-]+ )?(?:etsy|shopify|online|ebay|amazon|depop|vinted)? ?(?:shop|store|listing|product)s?',
    academic: 'thesis|dissertation|final (?:year )?project|capstone|(?:research |term )?paper|essay|tfg|tfm',
  },
  coverLetterGiven: {
    job: "(?:for|to) (?:a|an|the) (?:[a-z-]+ ){0,4}?(?:job|position|role|post|internship|vacancy|opening)|(?:at|to) [a-z0-9&'-]+ (?:as|for)|job (?:at|with)|(?:position|role) (?:of|as|at)",
    experience: "i(?:'ve| have) (?:been|worked|\\d+|[a-z]+ years?|an? (?:[a-z-]+ )?(?:degree|diploma|background|certificate))|i did (?:an? )?|degree in|(?:an? |my )internship (?:at|with|in)|years of experience|experience (?:in|as|with)|i(?:'m| am) (?:a|an) |my (?:experience|background|degree|skills)|i (?:worked|studied|graduated)",
  },
  postedNotice: 'announcements?|notices?',
  shownRoutine: '(?:my|our) (?:[a-z-]+ ){0,2}?routines?',
  petNamed: '(?:my|our|the) (?:[a-z-]+ )?(?:dogs?|pupp(?:y|ies)|cats?|kittens?|pets?|rabbits?|bunn(?:y|ies)|hamsters?|guinea pigs?|parrots?|budgies?|tortoises?|turtles?|horses?|ferrets?)(?![a-z])',
  carousel: 'carousels?',
  giveaway: 'giveaways?|sweepstakes',
  hook: 'hooks?',
  ideaWord: 'ideas?',
  pinnedComment: 'pinned comments?|comments? to pin',
  hiring: "(?:we(?:'re| are)|i(?:'m| am)|now|currently|still) hiring|^hiring\\s*[:!-]|hiring (?:a|an|for|new)(?![a-z])|(?:job|position) (?:opening|opportunity|vacancy)|open (?:position|role)s?|(?:looking for|seeking) (?:a|an) (?:new )?(?:[a-z-]+ ){0,2}(?:to join (?:our|the) team)",
  storyPost: '(?:instagram|ig|insta|facebook|fb|whatsapp|snapchat) stor(?:y|ies)|stor(?:y|ies) (?:on|for) (?:instagram|ig|insta|facebook|whatsapp)',
  commentGist: 'saying|asking (?:for|me|about|if|why|how|when|where)|(?:who|that) (?:says?|asks?|wants?|complains?)|complaining',
  alternatives: '(?:\\d+|two|three|four|five|a couple of|some|a few|several) (?:different )?(?:options|versions|variations|variants|alternatives|drafts)(?= (?:of|for) (?:a |an |the |my |our |this )?(?:[a-z-]+ )?(?:reply|replies|response|answer|message|text|email|e-mail|letter|post|caption|speech|toast|note|apology|intro|introduction)s?(?![a-z]))',
  consequences: { followed: 'consequences?|effects?|impact|legacy|aftermath|significance|importance|influence|change(?:d)? (?:the|our|how|society|history|europe|everyday)', led: 'causes?|caused|why did|reasons?' },
  standingRole: {
    opener:
      "^(?:(?:i want|i'd like|i need) you to |(?:can|could|will|would) you (?:please )?|please |let'?s |from now on,? )?(?:you are (?:an?|the)|act as|act like|behave like|pretend (?:to be|you are|you'?re)|play (?:the role of|the part of)|role-?play as|be my|you are (?:now )?my|you'?re (?:now )?my|simulate|roleplay|let'?s play|let'?s do a role-?play|be (?:the|our|my) (?:dungeon master|game master|dm|gm)|run (?:a|an|the|this) (?:[a-z&-]+ ){0,3}?(?:game|campaign|one[- ]shot|adventure|session) for (?:us|me|my (?:group|friends|party)))(?![a-z])|^(?:i want|i'd like|i would like|i need|i wanna) to practi[cs]e (?:my )?[a-z]+ with you|^let'?s practi[cs]e (?:my )?[a-z]+|^(?:talk|speak) to me (?:only )?in (?:spanish|french|german|italian|portuguese|japanese|chinese|korean|english)",
    questionsInChat: "answer (?:all |any )?(?:of )?my (?:questions|doubts)(?! (?:below|that follow))|i (?:have|'ve got|got) (?:some |a few |a couple of |many |lots of )?questions(?! below)",
    turns:
      "i (?:will|'ll|am going to|'m going to) (?:type|send|write|give|tell|say|ask|answer|reply|speak|enter|paste)|each time i|every time i|whenever i|one (?:question|thing|step|word|message) at a time|wait for my (?:answer|reply|response|input)|(?:my|our) (?:answers|replies|messages|commands|inputs|moves)|correct (?:me|my (?:mistakes|errors|grammar|english|spanish|pronunciation))|(?:practi[cs]e|chat|talk|converse|debate) with me|so (?:that )?i can (?:practi[cs]e|rehearse|train)|(?:have|hold) a (?:conversation|debate) with me|for the rest of (?:this|our|the) (?:chat|conversation)",
    ongoingRoles:
      "(?:my|a|an|the) (?:[a-z-]+ ){0,3}?(?:tutor|teacher|coach|mentor|interviewer|recruiter|travel guide|tour guide|debate (?:partner|opponent)|sparring partner|conversation partner|language partner|pen ?pal|study buddy|dungeon master|game master|narrator|storyteller)(?![a-z])|text(?:-based)? adventure|role-?playing game",
    runsGame: "be (?:the|our|my) (?:dungeon master|game master|dm|gm)|(?:dm|gm|run (?:a|an|the|this) (?:[a-z&-]+ ){0,3}?(?:game|campaign|one[- ]shot|adventure|session)) for (?:us|me|my (?:group|friends|party))",
    machines: '(?:linux |windows |unix |bash |mac ?os |sql |python |javascript |js )?(?:terminal|console|shell|command line|interpreter|repl)|sql database|excel sheet|spreadsheet|web browser',
    corrects: "correct (?:me|my)|point out my (?:mistakes|errors)|fix my (?:mistakes|errors|grammar)",
    start: 'my first (?:command|question|message|input|move|sentence|answer) is|start (?:by|with|now)|begin (?:by|with)|first question',
  },
  letterKinds: {
    warning: '(?:written |formal |final )?warning|disciplinary|reprimand|write-?up',
    resignation: 'resign(?:ation|ing)?|quit(?:ting)?|notice period|two weeks.? notice',
    complaint: 'complain(?:t|ing)?|claim|refund|dispute|demand(?:ing)?|deposit',
    recommendation: 'recommendation|reference|recommend(?:ing)?',
    cover: 'cover|motivation|apply(?:ing)? for|application|job|position|role',
    thanks: 'thank(?:-you| you|s|ing)?|gratitude|appreciation',
    request: 'request(?:ing)?|ask(?:ing)? for|extension|permission|leave of absence|postpone',
  },
  planDomains: {
    marketing: 'marketing|advertising|promotion plan|communications? plan|get (?:more )?customers',
    business: 'business plans?|business model|start(?:ing)? (?:a|an|my) [a-z]+ business',
    savings: 'sav(?:e|ing|ings)(?! (?:time|lives))|(?:monthly|family|personal|household) budget|personal finances?|pay off (?:my )?debt|debt',
    unit: 'unit plans?|units? of work|schemes? of work|(?:\\d+|two|three|four|five|six)[- ](?:lesson|session|week) (?:unit|sequence)s?|(?:plan|plans|planning) (?:for|of) (?:\\d+|two|three|four|five|six|eight|ten) (?:lessons|sessions|classes)',
    lesson: 'lesson plans?|class plans?|plan (?:for )?a lesson',
    travel: 'itinerar(?:y|ies)|(?:go|travel) to (?!(?:the|my|a|an|bed|work|school|gym|class|church|sleep|college|university) )[a-z]+(?: [a-z]+)? for|trip|travel(?:ling|ing)?|vacation|holiday|getaway|road trip',
    meal: 'meals?|menus?|diet|recipes|dinners|breakfasts|lunches|eating|nutrition|grocery|vegetarian|vegan|high protein|batch cooking',
    training: 'running|run|runner|jogging|marathon|half[- ]marathon|\\d+ ?k|couch to|triathlon|cycling|swimming',
    strength: 'pull[- ]?ups?|push[- ]?ups?|chin[- ]?ups?|squats?|gym|weights|weight ?lifting|strength|muscle|hypertrophy|full[- ]body|upper[- ]lower|push[- ]pull|bodybuilding|calisthenics|lifting|toning|dumbbells?|kettlebells?|resistance bands?|bodyweight|home workouts?|workouts?|exercises?|fitness',
    career: 'switch(?:ing)? careers?|career (?:change|switch|transition)|change (?:my )?careers?|transition (?:plan )?(?:into|to) (?:a )?(?:career|job|role)|(?:transition|move) (?:into|to) (?:ux|tech|data|marketing|design|programming|teaching)|become an? (?:[a-z]+ ){0,2}(?:developer|designer|analyst|engineer|programmer)',
    study: 'study|studying|exams?|revision|test prep|i (?:have|got) (?:a|an|my) (?:[a-z]+ )?(?:test|final|midterm)|learn(?:ing)?|course|pass (?:the|my)',
    learning: 'learn(?:ing)?',
    day: 'schedule for my day|daily (?:schedule|routine|timetable)|(?:my|a) day(?:-to-day)? (?:schedule|timetable)|(?:plan|organi[sz]e|structure) my day|morning routine|evening routine',
    week: '(?:weekly|week) (?:schedule|timetable|planner)|(?:schedule|timetable) for (?:my|the|a) week|(?:plan|organi[sz]e|structure) my week',
    event: 'part(?:y|ies)|wedding|birthday|baby shower|bridal shower|celebration|event|reunion|anniversary',
  },
  contentPlan:
    'what (?:should|can|do|could) (?:i|we) (?:post|share|publish|upload)|what to (?:post|share|publish|upload)|content (?:plan|calendar|schedule)|editorial (?:calendar|plan)|posting (?:plan|schedule|calendar)|(?:plan|schedule) (?:for|of) (?:\\d+|[a-z]+) (?:posts|videos|reels)|post(?:ing)? plan',
  webPageCopy: 'landing page|sales page|home ?page(?: copy| text)?|website copy|web copy|copy for (?:my|our|the) (?:website|site)',
  helpWithOnly: "(?:can you |could you |please )?help(?: me)?(?: out)? with|i need (?:some )?help(?: with)?|need help with|assist me with|^(?:hi |hello |hey )?(?:can|could|would|will) (?:you|u) (?:please |pls )?help(?: me)?(?: out)?(?: please| pls)?[?!. ]*$|^(?:please )?help(?: me)?(?: please| pls)?[?!. ]*$",
  examWords: 'exams?|tests?|finals?|midterms?|sats|acts|quiz(?:zes)?|revision|revise|certification|sat|gre|gmat|ielts|toefl|bar exam|boards',
  topicless: "please|pls|plz|for me|for us|me|us|a|an|the|quick|short|brief|can you|could you|would you|can u|do|make|give|write|get|i need|i want|i'd like|real quick|thanks|thank you",
  extraPartLeads: '(?:and|then|, then|and then) (?:also )?(?:list|give me|tell me|add|suggest|point out|highlight|flag|note|pull out|pick out|extract)',
  extraPartsWith: 'with (?:(?:some|a few|\\d+) )?(?:examples?|exercises|action items|sources|references)',
  healthTopics:
    'sleep|insomnia|wake up at|headaches?|migraines?|back pain|pain|anxiety|stress|tired|fatigue|energy|digestion|bloating|acne|blood pressure|cholesterol|snoring|cramps|fever|cough|allergy|allergies|lose weight|weight loss',
  peopleTopics: 'negotiat[a-z]*|ask (?:my|the|her|him|them|for)|talk to|speak to|tell (?:my|the|her|him|them)|convince|persuade|boss|manager|landlord|teacher|partner|coworkers?|colleagues?|clients?|customers?|friends?|parents?|neighbou?rs?|girlfriend|boyfriend|wife|husband|apologi[sz]e|say no|set boundaries|make friends|network(?:ing)?',
  toolNames:
    'excel|google sheets|sheets|word|google docs|google calendar|google drive|google forms|google maps|microsoft teams|zoom|slack|powerpoint|google slides|outlook|gmail|photoshop|illustrator|lightroom|canva|figma|notion|trello|wordpress|shopify|premiere|after effects|davinci|capcut|obsidian|airtable|zapier|power bi|tableau|whatsapp business|instagram|tiktok|linkedin|git|vs ?code|windows|mac|iphone|android|fl studio|ableton|logic pro|garageband|audacity|obs|final cut|imovie|procreate|gimp|inkscape',
  explainAlso: 'and (?:explain|tell me|also explain)(?: to me)? (?:what|how|why|where|when|the meaning|its meaning)(?![a-z])',
  chainedRequest: '(?:and then|then|and also|and after that|after that|plus) (?:write|make|give me|create|draft|summari[sz]e|translate|turn it into|a|an|another)',
  partOf: '(?:intro|introduction|opening|opening paragraph|first paragraph|conclusion|closing|closing paragraph|ending|outro|sign-?off) (?:of|for|to) (?:the|my|our|a|an|this)(?! (?:holidays?|day|days|week|weekend|summer|winter|season|month|christmas|vacation|renovations?|repairs|inventory|good)(?![a-z\'’]))',
  includes: 'include|including|add|plus|along with|with (?:a|the)(?= (?:[a-z]+ )?list)',
  statedGoal:
    'so (?:that|they|it|people|i can)|in order to|because|since|i want (?:them|it|people|readers|him|her) to|(?:to|for) (?:pass|get|win|convince|sell|attract|approve|understand|help|land)|the goal is|my goal|our goal|aim is',
  personalNamed: 'dogs?|puppy|puppies|cats?|kittens?|pets?|bab(?:y|ies)|sons?|daughters?|characters?|parrots?|rabbits?|bunn(?:y|ies)|turtles?|hamsters?|horses?|fish|boat|plant',
  fictionalNamed: "(?:fantasy|fictional|sci-?fi|medieval|elven|dwarven|magic(?:al)?) (?:[a-z-]+ )?(?:kingdoms?|realms?|worlds?|cit(?:y|ies)|towns?|villages?|lands?|countr(?:y|ies)|empires?|races?|creatures?|places?)|kingdoms?|realms?|empires?|planets?|spells?|guilds?|clans?|taverns?|inns?|dragons?|spaceships?|starships?|continents?|(?:d&d|dnd|rpg|campaign|novel|story|book|game) (?:towns?|cit(?:y|ies)|villages?|worlds?|kingdoms?|characters?|gods?|factions?)|(?:[a-z-]+ )?(?:in|for|of) (?:my|our|a|the) (?:d&d |dnd |rpg |fantasy )?(?:campaign|novel|story|book|game|fantasy world|world)",
  factUnits: 'days?|weeks?|months?|years?|nights?|hours?|people|persons?|guests|students|kids|kilos?|km|miles?|pounds?|dollars?|followers|subscribers|subs|views|likes',
  countMultipliers: 'k|m|thousand|million',
  intoShape:
    '(?:into|as|(?:convert|turn|change|transform|reformat)(?: [a-z]+){1,3} to) (?:a |an )?(?:[a-z-]+ ){0,3}(?:items|list|table|bullets|bullet points|steps|tasks|questions|flashcards|checklist|faq|timeline|outline|slides)',
  workNouns: 'books?|novels?|movies?|films?|series|shows?|plays?|poems?|songs?|albums?|documentar(?:y|ies)',
  thingNamed: 'called|named|is called|will be called|goes by',
  quizVariants: { flashcards: 'flash ?cards?', guestInterview: 'interview (?:a |an |the |my |our |this )?(?:[a-z-]+ ){0,3}?(?:guests?|experts?|customers?|clients?|users?|founders?|authors?|artists?|athletes?|ceos?|scientists?|doctors?|entrepreneurs?|musicians?|chefs?|grand(?:ma|pa|mother|father|parents?)|mom|mum|dad|mother|father|parents?|veterans?|survivors?)(?! for (?:a |an |the )?(?:job|role|position))|interview(?:ing)? (?:[a-z-]+ ){1,4}?about (?!(?:the |their |his |her )?(?:job|role|position|experience|skills|cv|resume)(?![a-z]))|(?:podcast|research|user|customer) interviews?', interview: 'interview(?:ing|s)?', askProfessional: 'before (?:hiring|booking|choosing|signing with)|questions (?:to ask|should i ask|can i ask|i should ask|for) (?:a |an |the |my |our )?(?:[a-z-]+ ){0,2}?(?:doctor|pediatrician|paediatrician|gp|dentist|vet|lawyer|attorney|teacher|landlord|contractor|plumber|photographer|electrician|realtor|real estate agent|therapist|nanny|babysitter|daycare|surgeon|accountant|financial advisor|mechanic|wedding planner|caterer|dj|builder|architect)s?(?![a-z])', exercises: 'exercises|problems|worksheets?', candidate: "i(?:'ve| have|'m| am)? (?:got |having |going to )?(?:an?|my) (?:job )?interview|prepare (?:me )?for (?:an?|my|the) (?:job )?interview|what (?:questions )?(?:will|might|could|would|do) they ask", askInterviewer: "(?:to|should i|can i|could i|do i|i should|i can) ask (?:at the end of (?:a |an |the |my )?(?:job )?interview|(?:the |my |an? )?(?:interviewer|hiring manager|recruiter)|in (?:a |an |the |my )?(?:job )?interview)|ask (?:the |my |an? )?(?:interviewer|hiring manager|recruiter)" },
  simpleExplanation:
    "(?:like|as if) (?:i'?m|i am|i was|i were|im|you'?re talking to|to) (?:5|five|a (?:five|5)[- ]year[- ]old|a (?:child|kid|beginner))|eli5|in (?:simple|plain|layman'?s) (?:terms|words|english)|explain (?:it )?(?:simple|easy|simply)|simply|for dummies|for (?:someone|a person|people) with no [a-z]+ (?:background|knowledge|experience)|to a (?:child|kid|beginner)|(?:to|for) (?:a|an|my) (?:[1-9]|1[0-2])[- ]years?[- ]old",
  ownCase: "my|our|mine|ours|i|i'm|im|i've|i'd|we|we're|we've|us",
  answerShapes: 'lists?|tables?|bullet(?:s| points?)|action items|checklists?|outline|steps|json|csv|yaml|timeline|faq|q&a',
  everyday: {
    literaryAnalysis:
      "what(?:'s| is| are) the (?:main |central )?(?:themes?|message|symbolism|meaning) (?:of|in|behind) (?!(?:my|our|a|an|this|it|life|the party|the event)(?![a-z]))[a-z]+|(?:analy[sz]e|analysis of|comment on|explain|interpret|interpretation of|explain the meaning of|break down|close reading of|what does) (?:this |the |that |these |a |an |my )?(?:[a-z'-]+ ){0,2}?(?:poem|poetry|sonnet|short story|story|song lyrics|lyrics|song|novel|play|speech|passage|excerpt|extract|chapter|fable|tale)",
    historyOverview:
      "^(?:so |ok |hey |please )?(?:what|who) (?:was|were) (?:the )?(?:renaissance|enlightenment|reformation|protestant reformation|(?:industrial|french|russian|american|mexican|cuban) revolution|cold war|great depression|holocaust|crusades|black death|middle ages|dark ages|(?:roman|ottoman|british|aztec|inca|mongol|byzantine) empire|cuban missile crisis|marshall plan|new deal|apartheid|civil rights movement|space race|berlin wall|inquisition|spanish inquisition|silk road|manhattan project|watergate|bay of pigs|prohibition|gold rush|spanish civil war|(?:first|second) world war|world war (?:1|2|i|ii|one|two))(?![a-z])",
    historyExplanation:
      '(?:causes?|consequences?|origins?|effects?|impact|legacy|aftermath|reasons? (?:for|behind)|background) (?:of|for|behind) (?:the )?(?:[a-z0-9\'-]+ ){0,3}?(?:(?:world war|ww) ?(?:1|2|i|ii|one|two)|(?:[a-z-]+ )?wars?|revolutions?|empires?|battles? of|civil rights movement|cold war|great depression|holocaust|crusades?|reformation|renaissance|coloni[sz]ation|dictatorships?|coup|partition|genocide|invasion of|black death|industrial revolution|soviet union|ussr|berlin wall|yugoslavia|(?:the )?fall of (?:the )?(?:[a-z]+ )?(?:empire|wall|republic|[a-z]+)|independence)|why did (?:the )?(?:[a-z0-9\'-]+ ){0,3}?(?:(?:world war|ww) ?(?:1|2|i|ii|one|two)|(?:[a-z-]+ )?wars?|revolutions?|empires?|battles? of|civil rights movement|cold war|great depression|holocaust|crusades?|reformation|renaissance|coloni[sz]ation|dictatorships?|coup|partition|genocide|invasion of|black death|industrial revolution|soviet union|ussr|berlin wall|yugoslavia|(?:the )?fall of (?:the )?(?:[a-z]+ )?(?:empire|wall|republic|[a-z]+)|independence) (?:start|happen|begin|end|fail|fall|collapse|break out)|(?:(?:causes?|consequences?|effects?|impact|legacy|influence|importance|significance|aftermath) (?:of|behind)|(?:what|how much) (?:impact|effect|influence) did|how did) (?:the )?(?:invention of (?:the )?)?(?:printing press|steam engine|telegraph|telephone|light ?bulb|electricity|cotton gin|railways?|railroads?|automobile|airplane|radio|television|penicillin|vaccines?|atomic bomb|personal computer|internet|compass|gunpowder|wheel|writing|agriculture|enlightenment|romanticism|industriali[sz]ation|feminist movement|labou?r movement|(?:[a-z-]+ )?(?:movement|era|age|ages|dynasty|period|colonialism|slave trade|slavery|moon landing|space race))(?![a-z])',
    conditionSymptoms: "(?:what are |what're )?(?:the )?(?:early |common |first |main )?(?:symptoms|signs|warning signs) (?:of|for) (?:an? )?[a-z]+",
    medicineQuestion:
      "(?:prescribed|taking|i'?m on|i am on) (?:me )?[a-z]+(?=[^.?\\n]{0,60}(?:can i|is it (?:safe|ok|okay) to) (?:drink|have) (?:alcohol|beer|wine|a drink))|how (?:much|many) (?:mg of |ml of )?(?:ibuprofen|tylenol|acetaminophen|paracetamol|advil|motrin|aspirin|melatonin|benadryl|antibiotics?|pills?|tablets?|mg|ml) (?:can|should|do|is it safe to) (?:i|we|you|my [a-z]+) (?:take|give)(?![a-z])|(?:can i take|is it (?:safe|ok|okay|bad|dangerous) to (?:take|mix)) (?:my )?[a-z0-9-]+ (?:if|while|when|with|and|together)(?![a-z])|(?:drug|medication|medicine) interactions?|interactions? (?:between|with) (?:my |the )?(?:drugs|medications?|medicines?|pills|antibiotics|ibuprofen|acetaminophen|tylenol|aspirin|melatonin|sertraline|birth control)(?![a-z])|side effects of (?:the |my |taking )?(?:medications?|medicines?|drugs?|pills?|vaccines?|antibiotics?|antidepressants?|birth control|ibuprofen|acetaminophen|paracetamol|tylenol|advil|aspirin|metformin|sertraline|melatonin|amoxicillin|omeprazole|prednisone|adderall|lexapro|zoloft|prozac|creatine|statins?)(?![a-z])",
    symptoms:
      "what (?:can|should) i (?:take|do) for (?:a |my |the )?(?:toothache|headache|migraine|fever|cough|cold|flu|sore throat|heartburn|diarrh?o?ea|nausea|allergies|hangover|back pain|cramps)|is it normal to (?:feel|be|still feel|still be|have|still have) (?:this |so |very |still |always )?(?:tired|exhausted|fatigued|dizzy|out of breath|short of breath|no energy|no sense of (?:smell|taste))|my (?:blood sugar|glucose|fasting glucose|a1c|cholesterol|ldl|triglycerides|blood pressure|bp|tsh|ferritin|vitamin d|iron|oxygen|heart rate|resting heart rate)(?: levels?| reading)? (?:is|was|came back|came out|reads?|of)(?: at)? \\d+|i (?:keep|always|often) wak(?:e|ing) up (?:at|in the middle of the night|every night|too early)|i (?:can'?t|cannot) (?:fall |get to |stay )?(?:sleep|asleep)|i have (?:had )?insomnia|is it normal (?:for|that) (?:my|our) (?:(?:[a-z0-9]+[- ])?(?:year|month|week)[- ]old|baby|newborn|toddler|child|kid|son|daughter|body|period|skin|heart|stomach)(?![a-z])|can i take [a-z]+ (?:if|while|when|with|and)|is it (?:safe|ok|okay|bad|dangerous) to (?:take|mix|give)|swallowed (?:a|an|some)|(?:i(?:'ve| have)? (?:had|have|got|get|keep getting|been having)|i(?:'m| am) (?:having|getting)|my [a-z]+ (?:hurts?|aches?|is swollen|itches))(?: an?| some| this)?(?: (?!(?:about|on|for|regarding|to|essay|presentation|article|question)(?![a-z]))[a-z]+){0,3}? (?:headaches?|migraines?|fever|cough|sore throat|stomach ?ache|chest pain|back pain|pain|rash|dizz(?:y|iness)|nausea|diarrh?o?ea|vomiting|cramps|itch(?:ing|y)?|swelling|numbness|lump)|my (?:left |right |lower |upper )?(?:knees?|ankles?|feet|foot|hips?|shoulders?|neck|back|arms?|legs?|hands?|wrists?|elbows?|eyes?|ears?|teeth|tooth|head|throat|stomach|chest|joints?|muscles?|heels?|calf|calves|toes?|fingers?) (?:hurts?|aches?|is (?:swollen|sore|numb|killing me)|are (?:swollen|sore|numb)|(?:keeps|started|has been) (?:hurting|aching))|(?:pain|aches?|soreness) in my (?:left |right |lower |upper )?(?:knees?|ankles?|feet|foot|hips?|shoulders?|neck|back|arms?|legs?|hands?|wrists?|elbows?|eyes?|ears?|teeth|tooth|heels?|calf|calves|toes?|fingers?|joints?)|(?:headaches?|fever|cough|sore throat|stomach ?ache|chest pain|rash|dizziness|nausea)[^.?\\n]{0,60}(?:what (?:could|can|might) it be|should i (?:worry|see a doctor)|is it serious|is (?:this|it) normal)",
    childHabits:
      "how (?:do|can|should) (?:i|we) (?:get|help|make|teach) (?:my|our) (?:\\d+[- ]years?[- ]old |\\d+[- ]months?[- ]old |little )?(?:toddler|baby|babies|kids?|child|children|son|daughter|newborn)s? (?:to )?(?:sleep|eat|nap|stay in bed|use the potty|potty|stop (?:biting|hitting|crying|screaming|whining))|(?:my|our) (?:\\d+[- ]years?[- ]old |\\d+[- ]months?[- ]old |little )?(?:toddler|baby|kid|child|son|daughter|newborn)(?: [^.?\\n]{0,30})? (?:won'?t|doesn'?t|does not|will not|refuses to|never) (?:eat|sleep|nap|stay in bed|go to bed|use the potty)|(?:my|our) (?:\\d+[- ]years?[- ]old|(?:\\d+[- ]years?[- ]old |little )?(?:toddler|baby|kid|child|son|daughter))(?: [^.?\\n]{0,20})? (?:fights|resists|hates|refuses) (?:bedtime|naps?|going to (?:bed|sleep)|sleep(?:ing)?)|(?:my|our) (?:\\d+[- ]years?[- ]old(?= )|(?:\\d+[- ]years?[- ]old |\\d+[- ]months?[- ]old |little )?(?:toddler|baby|kid|child|son|daughter|teen|teenager))(?: [^.?\\n]{0,20})? (?:has|throws|keeps having|is having) (?:[a-z]+ )?tantrums?|(?:my|our) (?:\\d+[- ]years?[- ]old )?(?:kid|child|son|daughter|teen|teenager)s? (?:is |are )?(?:always |constantly |glued to (?:his|her|their) )?(?:on (?:his|her|their) )?(?:phones?|screens?)(?: [^.?\\n]{0,10})? (?:at|during) (?:dinner|meals|the table)|(?:my|our) teenage (?:son|daughter|kid)s? (?:is |are )?(?:always |constantly )?on (?:his|her|their) (?:phones?|screens?)",
    childTalk:
      "(?:how (?:do|should|can|could) (?:i|we)|how to) (?:tell|explain(?: to)?|talk to|break (?:it|the news) to) (?:my|our|a|the) (?:\\d+[- ]years?[- ]old |young |little )?(?:kids?|child|children|son|daughter|toddler)(?![^.?\\n]*\\b(?:what (?:is|are)|how (?:a |an |the )?[a-z]+ works?|why (?:is|are|do|does))\\b(?! (?:death|dying|divorce|cancer|illness|sex)\\b))|explain (?:death|divorce|dying|illness|cancer|a death) to (?:my|our|a) (?:\\d+[- ]years?[- ]old|kids?|child|children|son|daughter|toddler)",
    profileRecommendation: "linkedin recommendations?|recommendations? (?:for|on|to post on) (?:[a-z]+ ){0,3}?linkedin|recommend (?:[a-z]+ ){0,3}?on linkedin",
    factCheck:
      "(?:is it (?:really )?(?:true|a myth|a fact) (?:that|if)|is it just a myth that|(?:true or false|fact or (?:myth|fiction)|myth or (?:fact|truth|reality))(?![a-z]))(?![^?\\n]*\\b(?:i|i'm|my|me|we|our)\\b)",
    factAnswer:
      "(?:what'?s|whats|what is|which is|which one is) (?:heavier|lighter|bigger|larger|smaller|taller|older|hotter|colder)(?![a-z])(?=[^?\\n]* or )|how many (?:words|pages) (?:is|are|in|for|does|should)(?= )|how many (?:calories|carbs|grams of [a-z]+|people|inhabitants|countries|states|bones|teeth|moons|planets|languages|species|islands|time zones) (?:are )?(?:in|live in|are there in|does (?!i |we |you )|has|have)(?= )|(?:what year|in what year) (?:did|was|were)|when (?:did|was|were)(?! (?:i|we|you)(?![a-z]))|who (?:wrote|painted|invented|discovered|won|built|founded|directed|composed|was the first|is the (?:current )?(?:president|prime minister|king|queen|ceo|author|founder))|where (?:is|was|are|were)(?! (?:my|our|the best|a good|it)(?![a-z]))|how (?:many|much|old|long|tall|far|big|high|deep) (?![a-z' ]*(?:should|can|could|would|do|will) (?:i|we|you)(?![a-z]))[a-z' ]{0,40}?(?:is|are|was|were|does|did) (?:the|a|an|in|there|on)(?![a-z])|what(?: is|'s| was) the (?:capital|population|currency|official language|largest|smallest|longest|tallest|biggest|highest|deepest|oldest|boiling point|melting point|atomic number|speed of (?:light|sound)|distance (?:between|from|to))(?![a-z])|which (?:country|city|planet|ocean|river|continent|element) (?:is|has|was)(?![a-z])|what time is it (?:now |right now )?in(?= )|what(?:'s| is) the time difference(?= )",
    legalRights:
      "i(?:'m| am| have| signed) (?:on )?an? (?:[a-z-]+ ){0,2}?(?:contract|lease)(?=[^.\\n]{0,120}(?:can (?:they|he|she|my)|is (?:that|this|it) legal|allowed to|my rights))|(?:got|received|was (?:handed|given)) (?:a |my )?(?:termination|dismissal|firing) (?:letter|notice)|can i (?:withhold|stop paying|break) (?:my |the )?(?:rent|lease)|(?:landlord|employer|boss|company) (?:wants|is trying|is going|says (?:they|he|she) (?:will|can))(?=[^.\\n]{0,100}(?:can (?:they|he|she) (?:legally )?[a-z]+|is (?:that|this|it) legal|are they allowed|allowed to))|dispute (?:a|my|the|this) (?:[a-z]+ )?(?:charge|bill)(?![a-z])|can i (?:sue|take (?:them|him|her|my [a-z]+) to court)(?![a-z])|(?:is|was) (?:that|this|it) (?:retaliation|discrimination|wrongful termination|unfair dismissal)(?![a-z])|contest (?:a|my|the|this) (?:parking |traffic |speeding )?(?:ticket|fine)|wrongful(?:ly)? (?:termination|terminated|dismissal|dismissed)|(?:employer|boss|company|landlord|client) (?:hasn'?t|has not|haven'?t|didn'?t|did not|never) paid me|(?:what are )?my rights|(?:landlord|employer|boss|company|airline|bank|seller|store|shop|gym|insurer|school) (?:is |has been |keeps )?(?:refus(?:es|ed|ing) to|won'?t|will not|didn'?t|did not|hasn'?t|has not) (?:return|refund|give (?:me )?back|pay|reimburse|fix|repair|make repairs|deal with)(?![\\s\\S]*(?:write|draft|compose|letter|email|e-mail|message)(?![a-z]))|(?:is (?:it|this|that)|are they allowed) (?:even )?(?:legal|illegal|allowed)(?![a-z])|appeal (?:a|my|the|this) (?:parking |traffic |speeding )?(?:ticket|fine)|dispute (?:a|my|the) (?:charge|fine|ticket|bill)|can (?:my|the) (?:landlord|employer|boss|company|school|bank|airline|neighbou?r) (?:legally )?(?:keep|fire|evict|refuse|charge|deduct|withhold|take|make me)|can i (?:get|claim|ask for) (?:compensation|a refund|my money back)|am i entitled to|(?:is|are) (?:they|he|she|it) allowed to|(?:fired|laid off|let go) (?:me )?without (?:paying|pay|notice)|(?:don'?t|doesn'?t|won'?t|didn'?t|never) (?:pay|paid) (?:me )?(?:for )?(?:my |the )?(?:overtime|final paycheck|last paycheck|wages|vacation|holiday pay|severance)|unpaid (?:overtime|wages)|(?:charged|billed) me twice|double[- ]charged me",
    techHowTo: `(?:git|docker|bash|terminal|linux|npm|kubectl|shell|powershell) commands? (?:to|for|that)(?![a-z])|how (?:do (?:i|you)|to|can i|should i|would i) (?:(?!(?:learn|study|teach|explain|write|become|get|land|for|about|as|job|interview|letter|essay|email|post|course|career)(?![a-z]))[a-z]+ ){0,5}?(?:${techTopics})(?![a-z])`,
    // Twenty-third round: "what are the startup costs of a food truck", "how much would it cost to renovate a bathroom" are the cost items with their ranges, not an explanation.
    costBreakdown:
      "(?:startup|start-up|start up|upfront|up-front|initial|opening|set-?up) (?:costs?|expenses|investment|budget)|how much (?:money )?(?:does|would|will|do|did|is|could) it (?:cost|be)(?= to (?!(?:say|tell|write)(?![a-z])))|how much (?:money )?(?:do|would|will) (?:i|we) need to (?:open|start|launch|set up|run|raise|renovate|remodel|build)(?![a-z])|how much (?:does|would|will|do|is|are) (?:a|an|the) (?:[a-z-]+ ){1,4}?(?:cost|costs)(?![a-z])|what (?:does|would|will) it cost to|(?:the )?(?:total )?costs? (?:of|to|for) (?:opening|starting|running|owning|raising|renovating|remodell?ing|building|having|keeping|open|start|run|own|raise|renovate|remodel|build|have|keep)(?![a-z])|how expensive is it to",
    taxQuestion:
      "take[- ]home pay|how much (?:will|would|do) i (?:take home|get after tax(?:es)?)|after[- ]tax (?:salary|income|pay)|(?:letter|notice|bill) from the (?:irs|hmrc|cra|ato)|(?:the )?(?:irs|hmrc|cra|ato) (?:sent|says|is asking|wants|sent me)|register for (?:vat|gst|sales tax|self[- ]assessment)|(?:vat|gst|sales tax) (?:threshold|registration)|tax (?:deductions?|write-?offs?)|(?:can|do) i (?:deduct|write off)(?= )|what can i (?:deduct|write off)(?![a-z])|quarterly (?:estimated )?taxes|self-employment tax|(?:how|when) (?:do|should) i (?:file|pay) (?:my |quarterly |estimated )?taxes",
    moneyAdvice:
      "i (?:want|would like|'d like) to (?:start )?invest(?:ing)?(?= (?:with|my savings|my money|\\d|\\$|in (?:stocks|index funds?|etfs?|crypto|bitcoin|the stock market|real estate|gold|bonds)))|(?:how|where) (?:should|can|do) i (?:start )?(?:invest(?:ing)?|save(?! (?:time|energy|space|battery|data|a file|the file|it|this|my (?:file|work|document|progress|changes))))|how much (?:should|can|do) i (?:save|invest|spend|put aside|borrow)|(?:is it|would it be) (?:better|smarter|wiser) to (?:pay off|save|invest|buy|rent|lease)|should i (?:invest|pay off|buy or rent|rent or buy|lease|refinance|get a (?:loan|mortgage|credit card))|should i (?:put|keep|park) (?:my )?(?:money|savings|emergency fund|cash|[0-9k$]+)(?: [a-z]+)? in(?:to)? (?:a |an |the )?(?:high[- ]yield|savings|money market|cds?|index funds?|stocks|bonds|roth|ira|401k|hysa|etfs?)|can i afford|which (?:debt|loan|card|credit card|one)s? (?:should|do) i pay (?:off )?first",
    tripEstimate: "how (?:many|much) (?:days|nights|weeks|time|money|cash|budget)(?: [a-z-]+){0,2}? (?:do|should|would|will|does) (?:i|we|one|you) (?:need|spend|stay|take|budget|bring|have)(?= (?:in|at|on|visiting|to (?:visit|travel|see|explore|go)|for (?:a |the |my |our )?(?:trip|vacation|holiday|honeymoon|visit)))|how long (?:should|do|would) (?:i|we) (?:stay|spend|need)(?= (?:in|at|visiting))",
    travelDeals: "(?:find|get|book|score|buy|snag|look for|search for)(?: [a-z]+)? (?:cheap|cheaper|cheapest|affordable|budget|discounted|low[- ]cost) (?:flights?|air ?fares?|plane tickets?|airline tickets?|hotels?|hotel rooms?|accommodations?|airbnbs?|hostels?|car rentals?|rental cars?|train tickets?|cruises?|vacation packages?)(?![a-z])",
    tippingCustoms: "how much (?:should (?:i|we|you) |do (?:you|i|we|people) |does one |to |is (?:it )?(?:normal|customary|usual) to )?tip(?![a-z])|tipping (?:etiquette|customs?|culture|rules)|(?:do|should) (?:you|i|we|people) tip(?![a-z])|how much is a (?:normal |good |standard )?tip(?![a-z])",
    selfEstimate: "(?:what'?s|whats|what is|calculate|work out) my (?:bmi|body mass index|bmr|tdee|body fat(?: percentage)?|ideal weight|max heart rate)(?![a-z])|how (?:much|many) [a-z-]+ (?:should|does|must) (?:my|our|the|a) (?:[a-z-]+ ){1,2}?(?:have|take|last|cost|be)(?![a-z])|how (?:much|many)(?: [a-z0-9-]+){0,4}? (?:should|do|can|must) i (?!(?:say|tell|write|reply|answer)(?![a-z]))[a-z]+|(?:what|which) (?:salary|rate|hourly rate|day rate|price|fee) (?:should|do|can) i (?:ask for|charge|expect|quote|ask)|how much (?:to|should i) (?:charge|ask for)|what (?:should|do|can|could) i (?:charge|ask for|quote)(?![a-z])|how (?:do|should|can) i (?:price|calculate the (?:selling |sale |retail )?price (?:of|for)) (?:my|our)(?= )",
    goalPlan: "(?:want|need|'d like|would like|hope|plan) to (?:lose|drop|gain|put on) (?:\\d+|a few|some) ?(?:kg|kgs|kilos?|pounds|lbs?)(?![a-z])|plan to (?:lose|drop|gain|put on|save)(?![a-z])[^.?\\n]{0,40}? (?:in|within|by|before) (?:\\d+|a|one|two|three|four|five|six|twelve) (?:weeks|months?)|i (?:want|need|'d like|would like|have|hope|plan) to (?:lose|drop|gain|put on|save|run|read|pay off)(?![a-z])[^.?\\n]{0,60}? (?:in|within|by|before) (?:the next )?(?:\\d+|a|an|one|two|three|four|five|six|twelve) (?:days?|weeks?|months?|years?)|i (?:want|need|'d like|would like|hope|plan) to (?:lose|drop|gain|put on|save|run|read|pay off)(?![a-z])[^.?\\n]{0,60}? (?:this|next|by the end of the|by the end of this) (?:year|month|week|summer)|i (?:want|need|'d like|would like|have) to (?:lose|drop|gain|put on) [^.?\\n]{0,40}?before (?:my|our|the) [a-z]+",
    deviceTrouble:
      "(?:phone|iphone|android|laptop|tablet|ipad|airpods|headphones)(?:'s)? battery (?:dies|drains|runs out|doesn'?t last|does not last|is draining|won'?t last)|battery (?:on|of) my (?:phone|iphone|android|laptop|tablet|ipad) (?:dies|drains|runs out|doesn'?t last)|(?:my|the|our) (?:phone|iphone|android|laptop|computer|pc|mac|macbook|printer|wi-?fi|router|internet|tv|tablet|ipad|headphones|airpods|console|ps5|xbox|keyboard|mouse|screen|battery)(?: [a-z]+)? (?:(?:is )?(?:very |so |really |too |super |extremely |painfully )?(?:slow|laggy|overheating|not working|frozen|stuck|dead)|(?:won'?t|doesn'?t|does not|will not) (?:turn on|charge|work|connect|start|boot|print)|got wet|fell in(?:to)? (?:the )?(?:water|toilet|pool)|stopped working|keeps (?:crashing|freezing|restarting|disconnecting|dying))",
    character:
      "backstory for (?:my|a|an|the) (?:[a-z-]+ ){0,2}?character|(?:create|make|invent|design|build|write|give me|come up with)(?: me)? (?:a|an|the) (?:(?!(?:story|stories|poem|tale|scene|script|book|with|about|for|where|in|of|and|who)(?![a-z]))[a-z&'-]+ ){0,3}?(?:character|villain|hero|heroine|npc|protagonist|antagonist)s?(?! names?(?![a-z]))",
    roleplay: "let'?s role ?-?play|role ?-?play(?:ing)? (?:as|with me|a scene|that you are|an?(?= [a-z]))|act as (?:if you were |if you're )?my (?:girlfriend|boyfriend|wife|husband|partner|date|crush)(?![a-z])|pretend (?:to be|you(?:'re| are)|that you(?:'re| are)) (?:a|an|the)(?= [a-z])|(?:pretend|act like) (?:to be |you(?:'re| are) )?my (?:girlfriend|boyfriend|wife|husband|partner|friend|best friend|date|therapist|mom|dad|grandma|grandpa|boss|teacher)(?![a-z])|^(?:(?:can|could|will|would) you |please )?(?:be|you are|you're) (?:a|an) (?:[a-z-]+ ){1,2}?and (?:tell|talk|describe|answer|chat|speak|explain)(?![a-z])|^(?:(?:can|could|will|would) you |i want you to |please )?(?:be|become) my (?:virtual |ai |new )?(?:girlfriend|boyfriend|wife|husband|partner|best friend|friend|date|crush|mom|mum|dad|grandma|grandpa)(?![a-z])",
    assistantInstructions:
      '(?:a |the )?system prompts?(?! (?:for|to) (?:an? )?(?:image|picture))|(?:custom )?instructions (?:for|to) (?:a |an |my |the |our )?(?:custom )?(?:chat ?gpt|gpt|bot|chatbot|agent|assistant|ai assistant|ai agent)|(?:custom gpt|chatbot|bot|ai agent) instructions|(?:create|build|make|set up)(?: me)? (?:a|an) (?:chatbot|bot|virtual assistant|ai agent|custom gpt)(?= (?:that|to|for|which))',
    assistantSetup: "^(?:you are|you're) (?:a|an|the) (?:[a-z-]+ ){0,3}(?:assistant(?= (?:that|who|which) )|(?:bot|chatbot|agent)(?= (?:that|who|which|for|on|at) ))",
    privacyPolicy: 'privacy polic(?:y|ies)|cookies? polic(?:y|ies)',
    giveawayRules:
      '(?:official |legal )?(?:rules|terms(?: (?:and|&) conditions)?|t&cs?|terms of entry) (?:for|of) (?:(?:a|an|the|my|our|this) )?(?:[a-z-]+ ){0,2}?(?:giveaway|contest|sweepstakes?|raffle|competition|prize draw)|(?:giveaway|contest|sweepstakes?|raffle|prize draw) (?:rules|terms(?: (?:and|&) conditions)?|t&cs?)',
    terms: 'terms (?:and|&) conditions|terms of (?:service|use)|legal notice',
    contract: '(?:write|draft|create|make|prepare)(?: me)? (?:a|an|the) (?:[a-z-]+ ){0,2}(?:contract|agreement|nda)|(?:sample|example|template|model)(?: of)? (?:a |an )?(?:[a-z-]+ ){0,2}(?:contract|agreement|nda)|(?:contract|agreement|nda) template',
    // Twenty-third round: "a sign for my shop door", "a notice for the laundry room" are a sign to put up, not a message to send.
    noticeSign:
      "(?:(?:put|post|hang|stick|tape|pin)(?: up)? (?:a |an |this )?(?:note|notice|sign)(?= (?:on|in|at|by|for))|notes? to (?:put|post|hang|stick|pin|tape)(?: up)?(?= (?:on|in|at|by))|(?:signs?|notices?|signage) (?:to (?:put|post|hang|stick|pin|tape|leave|print)(?: (?:up|on|in|at|by|out))?|for|on|in|at) (?:the |my |our |a |an |this |each |every )?(?:[a-z'-]+ ){0,2}?(?:doors?|front door|elevators?|lifts?|lobby|entrance|entryway|hallway|stairs|stairwell|fridge|refrigerator|kitchen|kitchenette|break ?room|bathrooms?|restrooms?|toilets?|laundry(?: room)?|windows?|shop window|store ?front|notice ?board|bulletin board|wall|mail ?room|mailbox(?:es)?|parking(?: lot| garage)?|garage|gate|counter|register|reception|front desk|microwave|printer|copier|pool|gym|dumpsters?|bins?|trash room|desk|cubicle|booth|stand|office|shop|store|salon|cafe|café|restaurant|bar|classroom|clinic|waiting room)(?![a-z])|(?<!(?:to|i|we|you|please|can|should|must) )signs? (?:saying|that says|that reads|reading|telling|asking|reminding|to remind|to tell|to ask|to let)|notices? (?:to|for) (?:the |all |our |my )?(?:residents|neighbou?rs|tenants|building|staff|employees)(?![^.\\n]*(?:e-?mail|whatsapp|group chat|text|slack|letter)))",
    announcement: '(?:an |the )?(?:announcement|notice) that (?:we|our|the)(?![a-z])|announce (?:to (?:my|our) (?:customers|followers|clients) )?that (?:we|our)(?![a-z])|announcements? (?:to|for) (?:my|our|the|all) (?:team|staff|employees|workers|students|class|tenants|neighbou?rs|members|parents|colleagues)|(?:internal|team|staff|office|employee) (?:announcements?|notices?)|(?:internal |staff |office |team )?memos? (?:to|for|about|on|explaining|announcing) (?:the |all |our )?(?:[a-z-]+ ){0,3}?(?:team|staff|employees|everyone|company|office|policy|rules?|hours|schedule|process|change)s?(?![a-z])|internal memos?',
    problemCheck:
      "(?:is|are) there (?:anything|something|any (?:mistakes|errors|problems|issues|red flags)) (?:wrong )?(?:with|in)|anything wrong (?:with|in)|(?:tell me|check|let me know) (?:if|whether) (?:this|the|my) (?:[a-z-]+ ){0,3}(?:has|is|contains|looks|sounds)|any red flags",
    strategy:
      '(?:marketing|content|growth|sales|social media|seo|pricing|business|brand|launch|go-to-market|email|instagram|tiktok|linkedin|youtube|retention) strateg(?:y|ies)|strateg(?:y|ies) (?:to|for) (?:grow|increase|boost|get more|sell|launch|attract|gain|win|retain|improve (?:my |our )?(?:sales|revenue|reach))',
    copyLines:
      'subject lines?|(?:email |newsletter )?subjects? (?:lines? )?for (?:an? |the |my |our )?(?:[a-z-]+ ){0,3}(?:email|newsletter|campaign)|(?<!linkedin )headlines?(?! (?:for|on|in) (?:my |the )?linkedin)',
    extraction: 'extract(?! (?:the )?(?:key|main) (?:points|ideas|takeaways))|pull out (?:all )?(?:the )?(?:[a-z]+ ){0,3}?(?:from|in)|pull out (?:all|every|each) (?:the )?(?:names?|emails?|email addresses|dates?|phone numbers?|addresses|amounts?|prices?|numbers?|figures?)(?=\\s*:)|(?:list|get) (?:all )?(?:the )?(?:names|emails|email addresses|dates|phone numbers|addresses|amounts|prices|contact details)(?: and [a-z ]+)? (?:from|in|mentioned)',
    commitMessage: 'commit messages?',
    dashboard: "dashboards?(?! (?:camera|cam|lights?|warning))",
    codeNaming:
      "(?:names?|naming) (?:ideas )?(?:for|of) (?:a |an |the |my |this |these |our )?(?:[a-z]+ )?(?:variables?|functions?|methods?|class(?:es)?|constants?|endpoints?|modules?|components?|database tables?|columns?)(?![a-z])|(?:name|call) (?:a |an |the |my |this |these )?(?:variables?|functions?|methods?|class(?:es)?|constants?|endpoints?|components?)(?![a-z])|(?:variable|function|method|class|constant|component) names?(?![a-z])",
    systemDesign:
      "system design|design (?:a |an |the )?(?:scalable |distributed )?(?:system|architecture|backend)(?![a-z])|how (?:would|should|do) (?:you|i) (?:design|architect) (?:a |an |the )?(?:[a-z]+ ){0,4}?(?:system|service|app|platform|shortener|api|backend|feed|chat)(?![a-z])",
    csConcept: "(?:what (?:is|are)|explain|define) (?:a |an |the )?(?:pointers?|closures?|mutex(?:es)?|semaphores?|deadlocks?|race conditions?|hash ?maps?|hash tables?|linked lists?|binary trees?|recursion|dynamic programming|memoi[sz]ation|polymorphism|inheritance|encapsulation|garbage collection)(?![a-z])|(?:the |what(?:'s| is| are) the )?(?:time|space|runtime|big[- ]o|computational) complexity|big[- ]o(?: notation)?(?= of| for)|(?:the |what(?:'s| is| are) the )?(?:differences? between|difference of) (?:an? |the )?(?:list|tuple|array|linked list|stack|queue|hash ?map|hash table|dictionary|set|tree|heap|graph|process|thread|class|interface|struct|pointer|reference)s?(?= and | vs)|how does (?:a |an |the )?(?:binary search|quicksort|quick sort|merge ?sort|bubble sort|hash ?map|hash table|linked list|binary tree|dijkstra'?s?(?: algorithm)?|recursion|garbage collection|a\\* search|bfs|dfs)(?: algorithm)? work",
    difference: "(?:the |what(?:'s| is| are) the )?differences? between|how (?:is|are|do|does) (?:[a-z-]+ ){1,3}differ(?:ent)? from",
    comparison: 'what (?:[a-z]+ ){1,2}should i (?:buy|get|choose|pick)|pros and cons|advantages and disadvantages|vs\\.?(?! ?code)|versus|compare|comparison|which (?:one |option |plan )?is (?:better|best|cheaper|cheapest)|which of (?:these|those|the) (?:[a-z0-9]+ ){0,3}?(?:should i|would you|is (?:the )?(?:better|best|cheaper|cheapest))|which (?:one )?should i (?:choose|pick|get|buy|use)|should i (?:learn|study|buy|get|use|choose|pick|take|go with|start with) (?:[a-z0-9+#.-]+ ){1,4}?or (?!not(?![a-z]))[a-z0-9+#.-]+',
    recipe: '(?:how (?:do (?:i|you) |to |can i |should i )?|help me |teach me (?:how )?to )(?:make|prepare|brew) (?:a |an |some |the |homemade |my own |good |perfect )?(?:[a-z-]+ ){0,2}?(?:cold brew|coffee|espresso|latte|tea|bread|sourdough(?: starter)?|kombucha|kefir|yogurt|yoghurt|kimchi|sauerkraut|pickles|pizza|pasta|cake|cookies|brownies|pancakes|waffles|soup|salad|sauce|curry|risotto|omelett?e|burgers?|tacos|smoothies?|lemonade|jam|hummus|guacamole|granola|muffins|pie)|recipes?|recipies?|receipes?|how (?:do i |to |can i |do you |should i )?(?:cook|bake)|what (?:can|could|should) i (?:cook|make for (?:dinner|lunch|breakfast)|make with)|(?:do with|use up|ideas for) (?:(?:my|the|some|these|our) )?leftover(?:s| (?:rice|chicken|pasta|bread|food|turkey|vegetables|veggies|potatoes|meat|ham|beans|salmon|pizza))',
    imagePrompt: '(?:image|cover image|illustration|art|picture|photo|midjourney|dall-?e|stable diffusion|firefly|leonardo|ideogram|flux) prompts?|prompts? (?:to|for) (?:generate|create|make|design)(?: an?)? (?:[a-z-]+ ){0,5}?(?:in|with|on|using|for) (?:midjourney|dall-?e|stable diffusion|firefly|leonardo|ideogram|flux)(?![a-z])|prompts? (?:for|in|on|to) (?:an? )?(?:(?:generate|generating|create|creating|make|making) (?:an? )?)?(?:images?|illustrations?|pictures?|photos?|midjourney|dall-?e|stable diffusion|firefly|leonardo|ideogram|flux)',
    datingProfile: "(?:descriptions?|profile|bio|about(?: me)?|answers?|prompts?) (?:[a-z']+ ){0,6}?(?:tinder|bumble|hinge|okcupid|dating (?:app|site|profile))|(?:tinder|bumble|hinge|okcupid|dating(?: app| site)?) (?:profile|bio|prompts?|about(?: me)?)|dating profile",
    profile: "(?:descriptions?|profile|bio|listing|summary|about(?: me| section)?)(?= .{0,40}(?:zillow|rightmove|realtor|idealista|airbnb|booking|vrbo|linkedin))|(?:airbnb|booking|vrbo|linkedin) (?:profile|bio|listing|description|about(?: me| section)?|summary)",
    personalComposition:
      "(?:essay|composition)(?: (?:short|descriptive|narrative|personal))? (?:about|on|describing) (?:my|our) (?:[a-z]+ ){0,2}?(?:best friend|friends?|family|summer|holidays?|vacation|pet|dog|cat|grand(?:ma|pa|mother|father|parents)|mum|mom|dad|mother|father|brother|sister|home|house|neighbou?rhood|town|city|school|teacher|childhood|weekend|birthday|christmas|hobby|favou?rite [a-z]+|hero)(?![a-z'’])",
    childMystery: "(?:mystery|mysteries|detective|whodunn?it)(?: [a-z]+){0,2}? stor(?:y|ies)(?=[^.\\n]{0,60}(?<![a-z])(?:kids|children|child|year[- ]olds?|aged|grade|graders|son|daughter|class|students)(?![a-z]))|(?:mystery|detective) (?:for|to read to) (?:my |our |young |little )?(?:kids|children|son|daughter|class|students)(?![a-z])",
    childStory: "bedtime stor(?:y|ies)|(?:stor(?:y|ies)|fables?|fairy tales?) (?:[a-z]+ ){0,5}?for (?:young |little |small )?(?:kids|children|toddlers|preschoolers)(?![a-z])|(?:a |short )?stor(?:y|ies) (?:for|to read to|to tell) (?:my|our|a) (?:\\d+|one|two|three|four|five|six|seven)[- ]years?[- ]old|stor(?:y|ies) (?:for|to read to) (?:my |our )?(?:kids|toddler|son|daughter|little one|children)(?= [^.?\\n]{0,40}(?:sleep|bed|night))",
    rapVerse: "(?:rap|hip[- ]hop|trap|freestyle|drill) (?:verses?|bars|freestyle)|(?:\\d+|sixteen|eight|twelve)[- ]bars?(?: (?:verse|rap))?|(?:a |an |some )?(?:bars|verse) (?:to rap|for a rap|for my rap)",
    songPart: "(?:pre-?choruse?s?|choruse?s?|refrains?)(?! (?:of|from) (?:the |this |that )?(?:song )?[\"'])|(?:bridge|hook|verses?|intro|outro)(?= (?:[a-z'-]+ ){0,7}?(?:song|ballad|track|single)s?(?![a-z]))",
    lyrics: 'jingles? (?:for|about)|song lyrics|lyrics|lullab(?:y|ies)|(?:write|compose|make)(?: me)? (?:an? |the )?(?:[a-z-]+ ){0,3}(?:song|rap|jingle)',
    jokes: 'jokes?|one-?liners?|puns?',
    codeExplanation: 'explain (?:to me )?(?:this|the|my|what this|what the|how this|how the) (?:code|function|snippet|query|sql|regex|script|line|method|class|loop)|what does (?:this|the|my) (?:code|function|snippet|query|regex|line|method|loop) do|walk me through (?:this|the|my) (?:code|function|snippet|query)',
    personalityQuiz: 'personality (?:quiz|test)|(?:which|what) (?:[a-z]+ ){1,2}are you(?= (?:quiz|test))|(?:a |an )?(?:fun |buzzfeed[- ]style )?quiz (?:to find out|that tells) (?:which|what)',
    quotes: '(?:motivational|inspirational|inspiring|positive|funny) (?:quotes?|phrases?|sayings?|lines?)|quotes? (?:about|for|on)(?= (?!(?:my|the|this|a) (?:website|business|project|job|work|service|repair)))',
    rhymes: 'what rhymes with|words? that rhymes? with|rhymes? (?:for|with)(?= (?!(?:a |the |my )?(?:song|poem|kids?|children)))',
    icebreakers: 'ice ?-?breakers?(?! (?:activit(?:y|ies)|games?)(?![a-z]))(?: questions?)?|conversation starters?|questions to get to know (?:each other|someone|my (?:team|class|students|date|partner|boyfriend|girlfriend|wife|husband|crush))(?: better)?',
    audienceThanks: "(?:thank[- ]you|thanks|gratitude|appreciation)(?: (?:messages?|posts?|notes?|videos?|captions?))? (?:to|for) (?:all )?(?:my|our) (?:followers|subscribers|subs|community|audience|viewers|fans|supporters)(?![a-z])|thank(?:ing)? (?:all )?(?:my|our) (?:followers|subscribers|subs|community|audience|viewers|fans)(?![a-z])",
    clientGreetings: "(?:christmas|xmas|holiday|new year'?s?|festive|season'?s|thanksgiving|easter) (?:card )?(?:messages?|wishes|greetings?|cards?|notes?)(?= [^.?!\\n]{0,60}(?:clients|customers|patients)(?![a-z]))|(?:messages?|wishes|greetings?|texts?|notes?|cards?|lines|phrases|quotes)(?= [^.?!\\n]{0,60}(?:clients|customers|patients)(?![a-z]))(?= [^.?!\\n]{0,60}(?:wish|greet|christmas|xmas|new year|holidays|season's|happy|thanksgiving|mother's day|father's day|easter|diwali|eid|hanukkah))|(?:wish|greet) (?:all )?(?:my|our) (?:clients|customers|patients)(?![a-z])",
    card: 'thank[- ]you (?:notes?|cards?|messages?)|(?:birthday|greeting|condolence|sympathy|congratulations|wedding|christmas|anniversary|farewell|get well) (?:cards?|messages?|notes?|wishes)|cards? (?:for|to) (?:my|our)|a note (?:for|to) (?:my|our)(?! (?:[a-z\'’-]+ ){0,2}?(?:teachers?|school|principal|boss|manager|landlord|coach|doctor|neighbou?rs)(?![a-z]))',
    gift: 'gift ideas?|(?:ideas|presents?|gifts?) for (?:my|our|a|an) (?:[a-z-]+ ){0,2}(?:birthday|anniversary|christmas|mom|mum|mother|dad|father|wife|husband|girlfriend|boyfriend|partner|friend|sister|brother|boss|teacher|colleague|coworker)|what (?:should i|to|can i) (?:get|buy|gift|give)|(?:good |nice |cheap |fun )?(?:gifts?|presents?) (?:idea )?for (?:a|an|my|our) (?:[0-9]+[- ]year[- ]old|[a-z-]+ (?:who|that) (?:likes|loves|is into))',
    interviewGuide: '(?:semi-?structured|qualitative|in-depth|research) interviews?(?: questions| guide| protocol)?|interview (?:questions|guide|protocol) for (?:my|a|an|the|our) (?:[a-z-]+ ){0,2}?(?:study|research|thesis|dissertation|project|fieldwork)',
    survey: 'surveys?|questionnaires?|(?:feedback|satisfaction) forms?|poll questions',
    recommendations: '^(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|a few|some) (?:good |great |best |fun )?(?:books|novels|movies|films|tv shows|shows|series|podcasts|documentaries|songs|albums|board games|video games|youtube channels) (?:for|about|to|on|like|that|similar)(?![a-z])|(?:summer |a |my |our )?reading lists?(?= (?:for|of|about|on|to)(?![a-z]))|what are (?:some )?(?:good |great |the best )?(?:books|novels|movies|films|shows|series|podcasts|documentaries|songs|albums|games)(?= (?:for|to|like|about) )|^(?:good |great |the best |best |fun )?(?:books|novels|movies|films|tv shows|shows|series|podcasts|documentaries|songs|albums|board games|video games) (?:for|about|to|like|that|similar)(?![a-z])|what (?:should|can|could) (?:i|we) (?:watch|read|listen to|binge|play)(?: (?:tonight|this weekend|next|on netflix|today))?(?=[ ,?!.]|$)|(?:give me|list|suggest|name) (?:\\d+ |some |a few )?(?:good |great |fun )?(?:books|novels|movies|films|shows|tv shows|series|podcasts|board games|video games|games|documentaries|songs|albums)(?= (?:to|for|like|about|that|set|with)(?![a-z]))|(?:what|which) (?:books?|novels?|movies?|films?|series|shows?|tv shows?|podcasts?|songs?|music|albums?|games?|video ?games?|documentar(?:y|ies)|animes?|mangas?|comics?) (?:should i|do you|would you|can i|could i|to) (?:recommend|suggest|watch|read|listen to|play)|(?:a )?list of (?:\\d+ |[a-z]+ )?(?:good |great |best )?(?:[a-z-]+ )?(?:books?|novels?|movies?|films?|series|shows?|tv shows?|podcasts?|songs?|music|albums?|games?|video ?games?|documentar(?:y|ies)|animes?|mangas?|comics?)(?= (?:to|for|like|about|that|i|if)(?![a-z]))|(?:books?|novels?|movies?|films?|series|shows?|tv shows?|podcasts?|songs?|music|albums?|games?|video ?games?|documentar(?:y|ies)|animes?|mangas?|comics?) (?:to (?:watch|read|listen to|play) )?if i (?:liked|loved|enjoyed)|(?:what are |which are )?(?:the |some )?best (?:books|novels|movies|films|series|shows|podcasts|documentaries|songs|albums|games) (?:about|on|for|to|like)|(?:recommend|suggest)(?: me| us)? (?:\\d+ |some |a few |a |an )?(?:good )?(?:books?|novels?|movies?|films?|series|shows?|podcasts?|songs?|music|albums?|games?|documentar(?:y|ies)|animes?)|(?:books?|movies?|films?|shows?|series|podcasts?|songs?|albums?|games?) (?:like|similar to)',
    aboutPage: "about us(?: page| section)?|about (?:me|us) (?:page|section|text)|about page|our story page|(?:page|text|copy|section) (?:about|for) (?:us|me|myself)(?! (?:on|in) (?:linkedin|tinder|bumble|hinge|airbnb))|who we are|(?:page|text|copy|section) about (?:our|my) (?:[a-z-]+ ){0,2}(?:business|shop|store|salon|studio|company|team|bakery|cafe|café|restaurant|practice|clinic)|(?:shop |store )?(?<!product )(?:description|about(?: section| page)?|bio|intro) (?:for|of) (?:my|our|the) (?:[a-z-]+ ){0,2}(?:shop|store)(?! listings?)(?! (?:of|for) (?:a|an|these|this|my|our) )",
    jobPost: 'job (?:description|posting|post|ad|advert|listing)s?',
    agenda: "(?:meeting )?agenda (?:for|of) (?:an? |the |our )?(?:[a-z0-9-]+ ){0,3}(?:meeting|review|call|sync|kickoff|kick-off|workshop|retro(?:spective)?|stand-?up|1:1|one-on-one|offsite|board)|(?:meeting|stand-?up|team|staff|board|sprint|planning|kick-?off|1:1|one-on-one|weekly|monthly|daily|committee|pta|all-hands|parent[- ]teacher(?: conference)?|conference|iep) (?:meeting )?agendas?|agenda templates?",
    studyNotes: 'study notes|revision notes|cheat ?sheets?|study guides?|notes (?:on|about)(?= (?!my|the attached))',
    commentReply:
      "(?=[^\\n]{0,120}(?:my (?:[a-z]+ )?(?:videos?|reels?|posts?|recipes?|channel|content|tiktoks?|page|streams?|podcast|tutorials?)|followers?|subscribers?|subs|viewers?|haters?|trolls?|people (?:asking|commenting)|in the comments))(?:(?:how (?:should|do|can|would) (?:i|we)|what (?:should|do|can) (?:i|we)|how to) )?(?:(?:a |the )?(?:replies|reply|responses?)|respond(?:ing)?|replying|answer(?:ing)?|write back) to (?:an? |the |this |that |these |those |my |all )?(?:[0-9a-z'-]+ ){0,3}?(?:comments?|followers?|subscribers?|viewers?|haters?|trolls?|people (?:asking|who|in the comments|commenting))(?![a-z])",
    reviewReply:
      "(?:(?:a |the )?(?:replies|reply|responses?)|respond(?:ing)?|replying|answer(?:ing)?|write back) to (?:an? |the |this |that |these |those |our |my |all )?(?:[0-9a-z'-]+ ){0,3}?(?:reviews?|comments?(?! (?:in|on) (?:the |my )?(?:code|pr|pull request))|complaints? (?:on|in) (?:google|yelp|tripadvisor|amazon|instagram|facebook|twitter|tiktok|youtube|social media))|review (?:replies|reply|responses?)|(?:a |an |one |this |some )?(?:customer|client|guest|diner|buyer|patient|user|someone|somebody|person|guy|lady|woman|man) (?:just )?(?:left|wrote|posted|gave|put) (?:us |me )?(?:an? |one )?(?:[0-9a-z'-]+ ){0,3}?(?:reviews?|comments?|ratings?)(?=[^\n]{0,160}(?:reply|respond|answer|response))",
    customerReply: '(?:(?:an? |the |my )?(?:angry|upset|furious|unhappy|rude|annoyed|mad|frustrated) (?:customer|client|buyer|guest)|(?:customer|client|buyer|guest) (?:is |was )?(?:super |really |very |so )?(?:angry|upset|furious|unhappy|mad|pissed|annoyed|frustrated))(?=[^\\n]{0,200}(?:help me (?:reply|respond|answer|write back)|(?:what|how) (?:do|should|can) i (?:reply|respond|answer|say|tell)|write (?:a |the |my )?(?:reply|response)))|(?:respond|reply|answer|write back) to (?:an? |the |this |our )?(?:angry |upset |unhappy )?(?:customer|client|buyer|guest)|customer (?:service )?(?:reply|response)|(?:respond|reply|answer|write back|a reply|a response) to (?:this|that|a|an|the|my|our) (?:[a-z-]+ )?(?:complaint|message) (?:from|by|of) (?:a|an|the|my|our|this) (?:[a-z-]+ )?(?:customer|client|buyer|guest)',
    workReview:
      "(?:review|critique)(?: of)? (?:the |a )?(?:movie|film|book|novel|series|show|tv show|album|documentary|anime|video ?game|play|musical)(?! (?:i|we|that|which|my|you)(?![a-z]))(?![a-z])",
    publicReview: '(?:\\d|five|four)[- ]stars? review|(?:book|movie|film|restaurant|hotel|product|album|game) reviews?|(?:google|yelp|tripadvisor|amazon|airbnb) review|review (?:for|of) (?:the|a|an|our|my) (?:[a-z-]+ ){0,3}(?:restaurant|hotel|cafe|café|bar|shop|store|product|place|stay|airbnb|book|movie|film)',
    shoppingList: "(?:shopping|grocery|groceries|packing|moving) (?:check)?lists?|list of (?:the )?(?:things|stuff|what) (?:i|we) (?:need|have|should|must|'ll need|will need) (?:to (?:pack|bring|take|buy|get)|for)|checklists? (?:for|before|of) (?:(?:a|an|my|the|our) )?(?:[a-z0-9-]+ ){0,3}?(?:trip|travel|vacation|holiday|camping|move|moving|beach|flight|hospital bag|baby)|what (?:to|should i|do i) (?:pack|bring)|list of (?:groceries|things to (?:pack|bring|buy))",
    aiPrompt:
      "(?:a |the )?(?:system )?prompts? (?:for|that|to|so) (?:makes? |gets? |turns? )?(?:chat ?gpt|gpt|gemini|claude|copilot|the ai|ai|an? (?:ai|chatbot|bot|assistant|gpt))(?! (?:image|picture|art))|(?:chat ?gpt|gpt|ai|system) prompts? (?:for|that|to)(?! (?:an? )?(?:image|picture|illustration))",
    socialBio: 'bio(?= (?:for|on) (?:my )?x(?![a-z0-9]))|bio(?=[^.\\n]{0,40}(?:instagram|insta|ig|tik ?tok|twitter|threads|profile|account|twitch))(?![^.\\n]{0,40}(?:artist|spotify|bandcamp|soundcloud))|(?:instagram|insta|ig|tik ?tok|twitter|threads|x|twitch) bio',
    collabPitch: "(?=[^\\n]{0,100}(?:brand|followers|influencer|creator|instagram|tik ?tok|youtube|channel|subscribers|audience|ugc))(?:(?:emails?|dms?|messages?|proposals?|pitch(?:es)?|outreach) (?:to |for )?(?:pitch(?:ing)? )?(?:a |an |my )?(?:brand )?(?:collabs?|collaborations?|partnerships?|sponsorships?|brand deals?)|(?:pitch|proposal|email|dm|message) (?:to|for) (?:a |an |the )?(?:[a-z-]+ ){0,2}brands?(?= [^.?!\\n]{0,60}(?:collab|partner|sponsor))|pitch (?:myself|my (?:channel|account|page)) to (?:a |the )?(?:[a-z-]+ ){0,2}brands?)",
    speakerBio: '(?:speaker|author|professional|conference|portfolio|artist|band|musician) bios?|bio (?:for|on) (?:my )?(?:spotify|bandcamp|soundcloud|apple music)|bio for (?:my |a |the )?portfolio|(?:short )?bio for (?:a |the |my |our )?(?:[a-z]+ ){0,2}(?:website|conference|speaker|talk|book|event|page|panel)',
    salesPitch:
      "sales pitch(?:es)?|pitch(?:es)? (?:for|to) (?:sell(?:ing)?|win(?:ning)?) |(?:pitch|sell) (?:my |our )?(?:[a-z-]+ ){0,3}?(?:services?|products?|software|app|agency|business) (?:to|for) (?:an? |the |local |potential |new |small )?(?:[a-z-]+ )?(?:customers?|clients?|businesses|stores?|shops?|restaurants?|companies|buyers?|retailers?|dentists?|clinics?|gyms?|schools?)(?![a-z])",
    pitch: '(?:elevator |investor |startup )?pitch(?:es)?(?! deck)(?= (?:for|to) (?:investors?|a vc|an? investor|my startup|our startup|the jury))|(?:investor|elevator|startup) pitch(?:es)?(?! deck)',
    invoice: 'invoice templates?|templates? for (?:an |my )?invoices?|invoices? template',
    parentConcern: "(?=[^\\n]{0,140}(?:bull(?:y|ied|ies|ying)|picked on|picking on|pick on|harass|being teased|teasing (?:him|her|them)|hitting (?:him|her|them)|being hit))(?:messages?|e-?mails?|notes?|letters?|write|text)(?: [a-z'’]+){0,4}? (?:teacher|principal|school|counsell?or|head ?teacher)(?![a-z])",
    schoolNewsletter: "(?:school|class|classroom|grade|kindergarten|preschool|daycare|nursery|pta|pto)(?:'s)? (?:monthly |weekly |[a-z]+ )?newsletters?|newsletters?(?=[^.\\n]{0,60}(?<![a-z])(?:school|class|classroom|grade|kindergarten|preschool|daycare|parents|families|students)(?![a-z]))",
    newsletter: 'newsletters?',
    promoEmail:
      "e-?mails? (?:to|for) (?:my |our |the )?(?:customers|clients|subscribers)(?= [^.\\n]{0,40}(?:black friday|cyber monday|sale|discount|promo(?:tion)?|offer|launch)(?![a-z]))|(?:e-?mail|mail) (?:marketing )?campaign|(?:\\d+|two|three|four|five)[- ](?:e-?mail|part) (?:campaign|sequence)|(?:promo(?:tional)?|sales|drip) (?:e-?mail )?sequence|e-?mail sequences?(?![a-z])|e-?mails? for (?:my|our|a|the|this) (?:[a-z-]+ ){0,2}?(?:campaign|sale|promo(?:tion)?)(?![a-z])|(?:marketing|promo(?:tional)?|sales|discount|black friday|cyber monday|christmas|holiday|launch) (?:e-?mails?|mails?)(?! (?:address|list))|e-?mail blast",
    showIntro:
      '(?:intros?|outros?|sign-?offs?)(?: (?:script|segment|lines?))? (?:for|to) (?:my|our) (?:[a-z]+ ){0,2}?(?:channel|podcast|show|stream)(?: episodes?)?(?![a-z])|(?:podcast|channel|stream) (?:intros?|outros?)',
    podcastScript: '(?:podcast|episode) scripts?|scripts? for (?:a |an |my |our |the )?(?:podcast|episode)',
    admissionEssay:
      "(?:college|university|uni|common app|coalition app|admissions?|college application|university application|ucas|supplemental|transfer) essays?|essays? for (?:my |the |a )?(?:college|university|common app) applications?",
    personalStatement: 'scholarship (?:essays?|applications?|letters?|statements?)|why i deserve (?:the|this|a) scholarship|(?:essay|letter|statement) for (?:a|the|my) scholarship|personal statements?|statements? of purpose|motivation letter(?= for (?:a |an |the |my )?(?:master|masters|phd|scholarship|university|programme|program|degree|erasmus|exchange|study abroad|semester abroad))',
    // Thirty-third round: a word problem ("if 5 machines take 5 minutes to make 5 widgets, how long would 100 machines take…",
    // "a bat and a ball cost $1.10…, how much does the ball cost?") gives two or more figures before asking a quantity, about no
    // one's own case; a sum ("what is 15% of 240") is one too.
    mathProblem:
      "^(?!(?:you are|you're|act as|act like)(?![a-z]))(?:\\D*(?<!\\d)\\d+(?:[.,:/]\\d+)*(?!\\d)){2}[^?]*?how (?:many|much)(?: [a-z]+)? (?:(?:do|does|will|would) (?:i|you|he|she|they|we) have|(?:are|is) (?:there )?) ?left(?![a-z])|how many days (?:are )?(?:until|till|left until|between)(?= )(?=[^\\n]*\\d)|^(?!(?:you are|you're|act as|act like)(?![a-z]))(?!(?:give me|make|write|plan|create|prepare)\\b)(?![\\s\\S]*\\b(?:i|i'm|i've|my|me|we|our|us)\\b)(?![^?]*\\bfor \\d+ (?:people|guests|persons|servings)\\b)(?:\\D*(?<!\\d)\\d+(?:[.,:/]\\d+)*(?!\\d)){2}[^?]*?\\b(?:how (?:much|many|long|far|old|fast)|(?:at )?what time|when (?:will|do|does|would)|what (?:was|is|will be) the (?:original price|price|result|speed|distance|area|perimeter|total))(?! [a-z ]{0,30}\\b(?:should|need|recommend)\\b)|(?:how much|what) is \\d[\\d.,]*\\s*(?:%|percent|[-+*/x×÷^]|plus|minus|times|divided by)\\s*(?:of\\s*)?\\d+|(?:solve|work out) (?:this|the following) (?:word )?(?:problem|exercise)(?=\\s*:[^\\n]*\\d)|(?:solve|resolve|work out)(?: this| the| for)? (?:equations?|integrals?|derivatives?|(?:math|maths) problems?|systems? of equations|inequalit(?:y|ies)|for x)|equations?(?= .{0,20}[=x])",
    fermiEstimate:
      "fermi (?:estimate|estimation|problem|question)|(?:roughly|approximately|ballpark:?) how (?:many|much)(?![^.?\\n]*\\b(?:cost|costs|money|pay|charge|budget|calories|i|my|we|our)\\b)|how (?:many|much)(?= )(?![^.?\\n]*\\b(?:cost|costs|money|pay|charge|budget|calories|i|my|we|our)\\b)(?=[^\\n]{0,100}\\b(?:estimate|estimation|roughly|approximately|ballpark|order of magnitude)\\b)|(?:estimate|guess) how (?:many|much)(?![^.?\\n]*\\b(?:cost|costs|money|pay|charge|budget|calories|i|my|we|our)\\b)|how many [a-z ]{1,30}? (?:would |could |can )?fit (?:in|into|inside) (?:a|an|the)(?![a-z])",
    ownConsequences:
      "what (?:would |will |could )?happens? (?:to me )?if (?:i|my|our|we)(?![a-z])(?! (?:mix|eat|drink|take|swallow|touch|inhale)(?![a-z]))",
    hypothetical:
      "what (?:would|will|could|might) (?:happen|change)(?: to [a-z ]{1,30}?)? if(?![^.?\\n]*\\b(?:i|i'm|my|me|we|our|us)\\b)|what would (?:the world|life|earth|the earth|society|history) (?:be|look) like (?:if|without)|what if (?:the|humans|people|everyone|nobody|all|there|dinosaurs|earth|gravity)(?![a-z])|imagine a world (?:where|without)",
    opinion:
      "what do you (?:think|reckon) (?:of|about)(?! (?:my|this|these|that|the following|it|our)(?![a-z]))|what(?:'s| is) your (?:honest )?(?:opinion|take|view|stance) (?:on|of|about)(?! (?:my|this|these|that|the following|our)(?![a-z]))|if you (?:could|were able to) (?:[a-z]+ ){0,3}?(?:go|travel|live|meet|have|be|choose|pick|change)(?![a-z])|^(?:so |and )?do you (?:think|believe)(?! (?:my|this|that|it|i|we|these)(?![a-z]))",
    grantProposal: 'grant (?:proposals?|applications?)|(?:proposal|application) for (?:a |an |the )?(?:[a-z]+ )?grant(?![a-z])|research proposals?|funding (?:proposal|application)s?',
    pressRelease: 'press releases?|news releases?',
    swot: 'swot',
    priceList: 'price ?lists?|pricing (?:list|sheet|menu|table)s?|rate cards?|prices for (?:my|our) services|service menu with prices',
    businessPermits: "(?:what|which) (?:permits?|licen[cs]es?|registrations?|paperwork)(?: (?:and|or) (?:permits?|licen[cs]es?|registrations?|paperwork))? (?:do|would|will|does) (?:i|we|one|you) need|(?:permits?|licen[cs]es?) (?:do i need |needed |required )?(?:to|for) (?:open|start|run|sell|opening|starting|running|selling)(?![a-z])",
    estimate: '(?:cost )?estimate for|(?:a|an) quote for|budget breakdown',
    cv: '(?:a|an|my|new|first) (?:cv|resume|résumé)(?! (?:that|i|below|above|attached))|(?:cv|resume|résumé) for |^(?:cv|résumé)[.!?]*$',
    howTo: "remind me how (?:to|do i|you)(?= )|^ask (?:my|our) (?:boss|manager|supervisor|landlord|teacher|professor|parents?|mom|dad|client)(?= (?:for|to|about|if)(?![a-z]))|(?:an? )?(?:step[- ]by[- ]step )?tutorial (?:to|on|for)(?= )|(?:how (?:do i |can i |should i |to )|help me (?:to )?)say no to(?= )|i (?:need|want|have|got) to (?:tell|ask) (?:my|our)(?= [a-z])|(?:what(?:'s|s| is)|wats) (?:a|the) (?:good|best|easiest|right|polite|nice|quickest) way to (?!learn(?![a-z]))[a-z]+|(?:what are )?(?:the )?steps (?:to|for) (?!(?:the|this|that|it)(?![a-z]))[a-z]+|what steps (?:do|should|must) (?:i|we) (?:take|follow)|^how to (?!(?:say|pronounce|spell|center|centre|install|use|code|fix|solve|debug)(?![a-z]))[a-z]+|(?:tips|advice|ways) (?:to|for|on) (?:improv(?:e|ing)|get(?:ting)? better at|be(?:ing)? better at|boost(?:ing)?)|explain (?:to me )?(?:step by step )?how (?:to|do i|can i|you) (?!(?:work|function|happen|form)(?![a-z]))[a-z]+|(?:what are )?(?:the )?best (?:exercises|stretches|foods|remedies|home remedies|habits) (?:for|to)|what steps (?:should|do|must) (?:i|we) (?:take|follow)|what(?:'?s| is) the (?:best|easiest|fastest|quickest|cheapest|right) way to (?!(?:tell|ask|text|say|write|reply|respond|fix|solve|debug|cook|bake|explain)(?![a-z]))[a-z]+|where (?:do|should|can) i (?:start|begin)|what (?:exercises|stretches|foods|remedies|home remedies|habits) (?:help|are good|can help|work|should i do)(?= (?:with|for) )|what should i (?:do|learn) first|how (?:do|can|should|could) i (?!(?:text|reply|respond|fix|solve|debug|cook|bake|explain)(?![a-z]))[a-z]+",
    voicemail: 'voicemail(?: message| greeting| script)?s?',
    conversationScript: '(?:salary |raise |rent |price )?negotiation scripts?|scripts? (?:for|to) (?:ask|asking|tell|telling|talk|talking|say|saying|negotiat[a-z]*|break|breaking|confront[a-z]*|quit|quitting|propose|proposing|cancel|cancell?ing|complain|complaining|dispute|disputing)',
    callScript:
      "(?:cold[- ]?call(?:ing)?|sales call|phone call|phone|call|calling|telemarketing|telesales) scripts?|scripts?(?: [a-z0-9-]+){0,3}? for (?:a |my |our |the )?(?:cold[- ]?)?(?:calls?|calling|phone calls?|telemarketing)|what (?:do|should) i say (?:when i call|on the phone|on a call)",
    actionItems: '(?:the )?(?:tasks|to-?dos|next steps) (?:from|in|out of) (?:this|the|my|our) (?:call |meeting |zoom )?(?:transcript|meeting|call|conversation|chat)|action (?:items?|list|points)|(?:a |the )?to-?do list (?:from|out of|based on)|(?:tasks|actions) (?:with|and) (?:their )?owners',
    seoMeta: "(?<!(?:what(?:'s| is| are)|explain|define) (?:an? |the )?)(?:meta (?:descriptions?|titles?|tags?)|(?:seo |page )?titles? (?:and|&) meta descriptions?|seo titles?(?: (?:and|&) descriptions?)?|title tags?)",
    // Thirty-third round: "identify the sentiment of this review: …" and "which of these animals are mammals: dolphin, shark…" label what is given too.
    classification:
      "(?:classify|categori[sz]e)(?! (?:myself|yourself|it as a))|(?:identify|detect|determine|analy[sz]e|label|tag|what is|what's|tell me) the (?:overall )?sentiment|sentiment analysis|which of (?:these|those|the following)(?= (?:[a-z]+ ){0,3}?(?:is|are|was|were|can|have|has)(?![a-z]))(?![^?\\n]*\\b(?:should|better|best|recommend|buy|choose|pick)\\b)(?=[^\\n]*:)|(?:label|tag) (?:each|every|these|those|the following|all (?:the|these))|sort (?:these|those|the following|each) (?:[a-z]+ ){0,2}?into",
    sorting:
      "(?:sort|order|arrange|organi[sz]e|put in order) (?:my|these|the following) (?:[a-z]+ ){0,2}?(?:ideas|points|topics|parts|sections|steps|slides|items|things|arguments|blocks)(?: (?:for|of|in) [^:\\n]{1,50})?(?= *:[^\\n]*,)|put (?:my|these|the following) (?:[a-z]+ ){0,2}?(?:ideas|points|topics|parts|sections|steps|slides|items|things|arguments|blocks) in (?:the right |a logical |a good |the best )?order(?= *(?::|for |of |in )[^\\n]*,)|(?:sort|order|rank|prioriti[sz]e|arrange) (?:my|these|the) (?:[a-z]+ ){1,4}?by (?:priority|importance|urgency|date|size|price)(?![a-z])(?=[^\\n]*:)|alphabeti[sz]e (?:these|those|the following|this list|the list)|(?:sort|order|arrange)(?: them)? (?:from (?:smallest|largest|lowest|highest|oldest|newest|a to z)|alphabetically|in (?:alphabetical|ascending|descending|chronological) order|by (?:date|size|length|price|year|name))(?=[^\\n:]*:)|(?:sort|order|arrange|alphabeti[sz]e|put) (?:these|those|the following|this list of|this list|the list of|the list)(?![^\\n:]*\\binto\\b)(?=[^\\n]*(?:alphabetic|smallest|largest|lowest|highest|oldest|newest|shortest|longest|ascending|descending|chronolog|a to z|by (?:date|size|length|price|year|name)))",
    businessPlanSection:
      "(?:executive summary|marketing (?:plan|section|strategy)|financial (?:plan|projections?|section|forecasts?|part)|operations? (?:plan|section)|company description|management section|(?:competition|competitors?) section|funding request)(?= (?:for|of|in) (?:my|our|the|a|an) (?:[a-z-]+ ){0,3}?business plan)|business plan(?:'s)? (?:executive summary|financial section|marketing section)",
    searchAd: "(?<!(?:how (?:do|does|to use|to run)|what (?:are|is)|explain|learn|learning) )google ads?(?![a-z])(?! (?:work|works|cost|costs)(?![a-z]))|adwords|(?:search|ppc|sem|bing) ads?(?![a-z])|responsive search ads?",
    priceIncrease:
      "(?:(?:price|rate|fee|pricing) (?:increase|rise|hike|change)s?|rais(?:e|ing) (?:our |my |the )?(?:prices|rates|fees)|(?:increase|increasing|put(?:ting)? up) (?:our |my |the )?(?:prices|rates|fees)|(?:prices|rates|fees) (?:are )?going up)(?<=(?:tell|notify|inform|announce|let|letting|draft|write|notice|email|message|letter|explain to)[^\\n]{0,80})|(?:price|rate|fee) (?:increase|rise|hike|change)s? (?:notice|announcement|email|letter|message)s?",
    quoteTemplate: "(?:quote|estimate|quotation|price quote) templates?|templates? for (?:an? |my |our )?(?:quotes?|estimates?|quotations?)(?![a-z])",
    faq: "(?<!(?:what(?:'s| is| are)|explain|define) (?:an? |the )?)(?:faqs?|frequently asked questions)(?![a-z])",
    objectionHandling:
      "(?:customers?|clients?|prospects?|buyers?|leads?|people|they) (?:always |keep |often |usually |all )?(?:say(?:ing|s)?|tell(?:ing|s)? me)(?: that)?(?= [\"'“][^\\n]{0,120}(?:respond|reply|answer|what (?:do|should|can) i say|handle|close))|(?:sales|customer|client|buyer|price|pricing) objections?(?![a-z])|objections? (?:from|of) (?:customers?|clients?|prospects?|buyers?|leads)(?![a-z])|(?:handl(?:e|ing)|overcom(?:e|ing)|answer(?:ing)?|respond(?:ing)? to|deal(?:ing)? with|counter(?:ing)?) (?:the |an? |this |these |common |typical |most common )?(?:sales )?objections?(?![a-z])|objection handling|the objection [\"'“]|(?:customers?|clients?|prospects?|buyers?|people|they) (?:always |keep |often |usually |all )?(?:say(?:ing|s)?|tell(?:ing|s)? me|complain(?:ing|s)?)(?: (?:that|it'?s|its|we'?re|you'?re|that it'?s|that we'?re))* ?(?:too |so |really )?(?:expensive|pricey|overpriced)",
    paymentReminder:
      "(?<!(?:set|setting|create|add|schedule|make) (?:up )?(?:a |an |the |my )?)(?:payment|invoice|overdue|late[- ]payment|past[- ]due|unpaid[- ]invoice) reminders?(?![a-z])|remind(?:ing)? (?:an? |my |the |our )?(?:client|customer|tenant)s? (?:to pay|(?:about|of) (?:an? |the |their |his |her |my |our )?(?:unpaid |overdue |outstanding |late )?(?:invoice|payment|bill|balance))|chas(?:e|ing) (?:up )?(?:an? |the |my )?(?:unpaid |overdue |late |outstanding )?(?:invoice|payment)s?(?![a-z])|(?:unpaid|overdue|outstanding|past[- ]due) invoices? (?:email|letter|message|notice)s?|collections? (?:emails?|letters?)",
    performanceReview:
      "(?<!(?:what(?:'s| is| are)|explain|define) (?:an? |the )?)(?:performance|annual|yearly|mid-?year|quarterly|employee|staff)[- ](?:reviews?|appraisals?|evaluations?|assessments?)(?![a-z])(?! (?:process|system|software|tool|template)s?)",
    menuCopy:
      "menu (?:item )?descriptions?|descriptions? (?:for|of) (?:each|every) (?:item|dish) (?:on|in) (?:my|our|the) (?:[a-z-]+ ){0,3}?menu(?![a-z])|descriptions? (?:for|of) (?:the |my |our )?(?:[a-z-]+ )?(?:dishes|menu(?: items)?|plates)(?![a-z])|(?:write|describe) (?:the |my |our )?dishes (?:on|for|of) (?:the |my |our )?menu|(?:restaurant|cafe|café|bar|brunch|food truck|bakery) menu (?:copy|text)",
    loyaltyProgram:
      "(?:loyalty|rewards?|referral|points|vip|repeat[- ]customer|frequent[- ](?:customer|buyer)) (?:program(?:me)?s?|schemes?|clubs?)(?![a-z])|(?:loyalty|rewards?|points|punch|stamp) cards?(?![a-z])",
    okrs: "(?<!(?:what(?:'s| is| are)|explain|define|about) (?:an? |the )?)(?:okrs?|objectives and key results)",
    outline: 'outlines?|structure (?:it|this|my|the|a|an|our)(?= )|help me structure|how (?:do|should) i structure|table of contents',
    labReport: 'lab(?:oratory)? (?:reports?|write-?ups?)|(?:write|writing) up (?:my|the|a|our) (?:lab|experiment)(?![a-z])',
    report: '(?<!book )reports?',
    thesisStatement: "thesis (?:statements?|sentences?)|(?:central|main) (?:claim|argument) (?:for|of) (?:my|an?|the) (?:[a-z-]+ )?(?:essay|paper)",
    researchQuestions: "(?<!(?:what is|what's|what are) (?:a |the )?)research questions?(?! (?:section|chapter))|(?:give me|write|come up with|suggest|generate|propose|need|list) (?:\\d+|two|three|four|five|some|a few|several) hypothes[ie]s|hypothes[ie]s (?:for|of|about) (?:my |a |an |the |our )?(?:[a-z-]+ ){0,2}?(?:study|research|experiment|thesis|dissertation|paper|project)",
    academicSection:
      '(?:introduction|conclusions?|literature review|abstract|methodology|theoretical framework|problem statement|research problem|rationale|justification)(?: section| chapter)?(?= (?:for|of|to|in) (?:my |the |a |an |our )?(?:[a-z-]+ ){0,2}(?:thesis|dissertation|essay|paper|research paper|capstone|tfg|project|study))|(?:methods|results|discussion|background|limitations|objectives) (?:section|chapter)(?= (?:for|of|to|in) (?:my |the |a |an |our )?(?:[a-z-]+ ){0,2}(?:thesis|dissertation|essay|paper|research paper|capstone|tfg|project|study))|literature reviews?(?! of (?:this|the attached))|theoretical framework|research (?:aims|objectives)|(?:aims and objectives|(?:general|specific) objectives)(?=[^.\\n]{0,80}(?:thesis|dissertation|study|research|project|paper|capstone))|(?:thesis|dissertation|capstone)(?=[^.\\n]{0,100}(?:introduction|conclusions?|literature review|abstract|methodology|problem statement|research (?:problem|questions?)))',
    troubleshooting:
      "stack ?traces?|tracebacks?|what does (?:this|the|my|that) error(?: message)? mean|(?:my|the|our|this) (?:[a-z]+ ){0,2}?(?:page|webpage|web page|website|site|app|server|form|button|database|api)s? (?:doesn'?t|doesnt|does not|won'?t|wont|isn'?t|isnt|is not|can'?t|cant|cannot|is|keeps) (?:not )?(?:load|loading|work|working|open|show|showing|display|displaying|render|rendering|respond|responding|submit|submitting|connect|connecting|update|updating)(?![a-z])(?! up)|why (?:won'?t|wont|doesn'?t|doesnt|does|is|isn'?t|isnt) (?:my|the|our|this) (?:[a-z]+ ){0,2}?(?:page|webpage|website|site|app|server|form|button)s? (?:not )?(?:load|loading|work|working|show|showing|display|render|rendering|respond|submit|connect|update)(?![a-z])(?! up)|(?:my|the|our) (?:[a-z]+ ){0,2}?(?:app|application|program|game|website|site) (?:keeps |always )?(?:crash(?:es|ing)?|closes (?:by itself|on its own|immediately|right away)|freezes|won'?t (?:open|start|load))|(?:fix|solve|resolve|debug|get rid of|troubleshoot|why (?:am i getting|do i get|does (?:it|my [a-z]+|the [a-z]+) (?:give|return|throw|show))|getting|i get|keeps? (?:giving|returning|throwing|showing)|returns?|shows?)(?: me)?(?: an?| the| this| that)?(?: http| status| error)* (?:code )?[45]\\d\\d(?! ?(?:words|euros|dollars|people|km|miles|[a-z]*s\\b))(?: (?:error|status|page|not found|forbidden|bad gateway|internal server error))?|error (?:code )?[45]\\d\\d|(?:exit|status|return) code -?\\d+|(?:exits?|exited|exiting|fails?|failed|crash(?:es|ed)?|dies|died|killed) with (?:exit )?(?:code|status) -?\\d+|err_[a-z_]+|(?:fix|solve|resolve|debug|explain|get rid of|troubleshoot|understand) (?:this |the |a |an |my |that )?(?:'[^']+' |\"[^\"]+\" |[a-z]+ )?(?:error|exception|bug|crash|warning)|(?:error|exception)(?: message)? (?:in|when|while|with|on) |(?:i(?:'m| am|m)? (?:getting|keep getting)|i get|it says|it throws|throws?|throwing) (?:an? |this |the )?(?:[\\w.]+ )?(?:error|exception)|(?:get|getting|gives?|giving|throws?|throwing|says) (?:me )?(?:an? |this |the )?['\"`]?[a-z.]+(?:error|exception)(?![a-z])|what does (?:this |the )?['\"`]?[a-z.]+(?:error|exception)\\b[^?\\n]{0,80}mean|why (?:does|is|do) (?:my|the|this) (?:code|script|program|app|function|build|query)[^.?\\n]{0,30}(?:throw|fail|crash|error|break|not work)[a-z]*|(?:my|the|this) (?:code|script|program|app|build|function|query) (?:doesn'?t|doesnt|does not|won'?t|wont|is not|isn'?t|isnt) (?:work|compile|run|start)[a-z]*|why (?:isn'?t|isnt|doesn'?t|doesnt|won'?t|wont) (?:my|the|this) (?:code|script|program|app|build|function|query)|troubleshoot|debug(?: (?:this|that|it|my code|the code))?(?= *(?::|\\n|$))|(?:debug|fix) (?:this|my|the|our) (?:[a-z.]+ )?(?:code|script|function|program|component|loop|query|method|class)(?![a-z])|why (?:is|does|do|are|did|isn'?t|doesn'?t|won'?t) (?:my|the|this|our) (?:[a-z.]+ ){0,2}?(?:code|script|program|function|component|loop|query|hook|useeffect|regex|css|layout|endpoint|request|test|build)s?(?![a-z])",
    formula:
      "(?:excel|google sheets?|sheets|spreadsheet|vlookup|xlookup|sumifs?|countifs?|index match|array) formulas?|formulas? (?:to|that|which) (?:sum|add up|count|look up|lookup|average|highlight|concatenate)(?![a-z])|(?<=(?:table|excel|sheet|spreadsheet|column|cell)[^.?\\n]{0,80})formulas?|formulas?(?= [^.?\\n]{0,80}\\b(?:columns?|cells?|rows?|excel|google sheets?|spreadsheet)\\b)",
    spreadsheet: "spreadsheets?|(?<!(?:expert (?:in|on)|(?:macros?|vba) (?:for|in)) )excel(?! (?:expert|guru|wizard|vba|macros?))(?: sheet| file| template| tracker)?|google sheets?|(?:budget|expense|tracking|habit) (?:sheet|template|tracker)",
    checklist: 'checklists?|to-?do lists? (?:for|before)|what (?:should|do|must) i (?:check|look for|look at|inspect|ask) (?:before|when) (?:buying|renting|signing|moving|leasing)(?![a-z])',
    news:
      "(?:latest|recent|today'?s|this week'?s|this month'?s|breaking|current|top) (?:[a-z0-9-]+ ){0,3}?news|news (?:(?:on|about|in|from) (?:[a-z0-9-]+ ){1,4}?)?(?:from |of )?(?:this|the past|last) (?:week|month|day|24 hours)|news (?:today|this week)|this week in (?:[a-z-]+ ){1,2}|what(?:'s| is| has) happen(?:ing|ed) (?:this week|today|lately) in",
    careRoutine:
      "(?:skin ?care|hair ?care|beauty|face|facial|hair|grooming) (?:routines?|regimens?)|routines? (?:for|to) (?:[a-z-]+ ){0,3}?(?:skin|hair|face|acne|wrinkles|dandruff|frizz)|(?:morning|evening|night|nighttime|bedtime|am|pm) (?:skin ?care|face|hair) routines?|skin ?care",
    // Declining or answering one ("decline a wedding invitation") is a reply, no invitation to write.
    invitation: "(?<!(?:decline|declining|turn down|turning down|reject|rejecting|reply to|replying to|respond to|responding to|say no to|saying no to|accept|accepting|rsvp to) (?:an? |the |this |her |his |their |my )?(?:[a-z]+ )?)(?:invitations?(?= (?:for|to) )|invites?(?= (?:for|to) (?:my|our|a|an|the) )|(?:party|wedding|birthday|dinner|event) invit(?:ation|e)s?)|invite (?:my|our|the) (?:[a-z-]+ ){0,2}?to (?:my|our|a|an|the)(?= )",
    apologyNote:
      "apology (?:text|message|note|letter|card)s?|(?:text|message|note|letter)s? (?:to )?(?:apologi[sz]e|apologi[sz]ing|saying sorry)|(?:apologi[sz]e|say sorry) to (?:my|our|the)(?= (?!(?:customers?|clients?)\\b))",
    connectionNote: 'connection (?:request|note|message)s?|(?:note|message) to connect|connect (?:with|on) linkedin',
    personalBudget:
      "budget (?:to|for) (?:pay(?:ing)? off|get(?:ting)? out of) (?:my |the )?debts?|help me budget(?![a-z])(?! (?:my |our )?(?:time|hours|days?|week|schedule))|budget for (?:grad school|college|university|uni)(?![a-z])|(?:monthly|household|family|personal|home|student) budget|budget (?:for|of) (?:my|our|the) (?:month|household|family|salary|paycheck)|(?:make|create|build|plan|do) (?:me )?a budget|budget my (?:salary|paycheck|money|income)",
    interviewPrep:
      "(?:tips|advice) (?:for|before) (?:a |an |my |the )?(?:first )?(?:job )?interview|prep(?:are)?(?: me)? for (?:a |an |my |the |this )?(?:[a-z-]+ ){0,3}?interview|interview prep(?:aration)?|(?:job |work )?interview(?= [^\\n]{0,200}?\\b(?:help(?: me)? (?:to )?prep(?:are)?|tips|advice)\\b)|mock interview|practi[sc]e (?:for )?(?:a |an |my |the )?(?:[a-z-]+ ){0,2}?interview",
    petBehaviour:
      "(?:my|our) (?:dog|puppy|cat|kitten|pet|parrot|bird|budgie|cockatiel|rabbit|bunny)s?(?= [^.?\\n]{0,60}(?:keeps? (?:screaming|squawking|howling|meowing|yowling)|(?:screams|squawks|howls|yowls) (?:all|every|at|when)|keeps? (?:scratching|clawing) (?:the|my|our) (?:couch|sofa|furniture|door|carpet|rug|chair|bed)|scratch(?:es|ing)? (?:the|my|our) (?:couch|sofa|furniture|door|carpet|rug|chair)|(?:keeps? |won't stop |never stops |always )?bark(?:s|ing)?(?! cough)|chew(?:s|ing)? (?:on )?(?:everything|the|my|our|shoes|furniture)|pull(?:s|ing)? (?:on|at) (?:the|its|his|her) (?:lead|leash)|(?:pees?|poops?|peeing|pooping) (?:outside|everywhere|in the house|on the)|(?:won't|doesn't|does not) use (?:the|its|his|her) litter|jump(?:s|ing)? on (?:people|guests|everyone|me)|(?:keeps? )?(?:biting|bites) (?:me|my|people|our|the kids|guests)|(?:is )?(?:aggressive|reactive|anxious when)|(?:is|gets) (?:so |very |really )?(?:scared|afraid|terrified|anxious|stressed) (?:of|by|when|during)))|(?:how (?:do|can|should) i )?(?:stop|train|get) (?:my|our|a) (?:dog|puppy|cat|kitten)s? (?:from |to stop |not to )?(?:barking|scratching|chewing|biting|pulling|jumping|peeing)",
    petCare:
      "(?:my|our) (?:dog|puppy|cat|kitten|pet|rabbit|bunny|hamster|guinea pig|parrot|budgie|tortoise|turtle)s?(?= [^.?\\n]{0,60}(?:has (?:fleas|ticks|worms|diarrh?o?ea|a (?:rash|lump|cough|fever|limp)|been (?:sick|vomiting|limping|coughing|scratching))|won't (?:eat|drink|stop)|isn't eating|is not eating|doesn't eat|keeps (?:scratching|barking|biting|vomiting|throwing up|peeing|licking|coughing)|throwing up|vomit|diarrh?o?ea|limp|scratch|bark|bit(?:e|es|ing)|cough|sneez|pee|poop|losing (?:hair|fur)|sick|lethargic))|how (?:much|often|many times) (?:should|do|can) i (?:feed|walk|bathe|wash|groom) (?:my|a|our) (?:[a-z0-9-]+ ){0,3}?(?:dog|puppy|cat|kitten|pet|rabbit|bunny|hamster|guinea pig|parrot|budgie)s?|(?:my|our) (?:dog|puppy|cat|kitten|pet|rabbit|bunny|hamster|guinea pig|parrot|budgie|tortoise|turtle)s? (?:just )?(?:ate|swallowed|got into|drank|licked|chewed|has eaten|has swallowed)(?![a-z])",
    homeRepair:
      "(?![^.?\\n]{0,80}(?:bug|code|error|script|app|function|css|html|react|python|javascript|component|browser|page|website|site|query|excel))(?<!(?:ask|asking|get|getting|tell|telling|remind|reminding|want|need|make) (?:my|the|our|him|her|them)(?: [a-z-]+){0,2} to )(?:(?:fix|repair|unclog|replace|patch|seal|stop|get rid of|remove)(?:ing)? (?:my |the |a |our |this )?(?:[a-z-]+ ){0,3}?(?:mold|mould|mildew|damp|faucet|tap|toilet|sink|drain|shower|outlet|socket|switch|door|hinge|lock|washing machine|dishwasher|dryer|fridge|pipe|leak|wall|tile|radiator|boiler|heater|bike|tire|tyre|flat|window|blind)s?|(?:faucet|tap|toilet|sink|drain|shower|outlet|socket|door|hinge|lock|washing machine|dishwasher|dryer|fridge|pipe|radiator|boiler|heater|bike|tire|tyre|window|blind)s?[^.?\\n]{0,60}?how (?:do|can|should) i (?:fix|repair|unclog|stop|replace|seal))",
    homework:
      `(?:explain|teach)(?: [a-z]+)? (?:${schoolTopics}) to (?:${childNouns}|kids|children|a child)|(?:teach|teaching) (?:kids|children) (?:${schoolTopics})(?![a-z])|(?:explain|teach) to ${childNouns} (?:${schoolTopics})|(?:teach|help) ${childNouns}(?: (?:how|learn))? (?:${schoolTopics})(?![a-z])|` +
      "help (?:me |my (?:[a-z-]+ ){1,2})?with (?:his |her |my |their |some |this )?(?:[a-z-]+ )?(?:homework|worksheet|assignment)|homework help",
    dailyRoutine:
      "(?:morning|evening|night|nighttime|bedtime|daily|after-?school|wind-down) routines?(?![^.?\\n]{0,30}(?:skin|hair|face|acne))",
    eventMenu:
      "(?:dinner|party|wedding|birthday|christmas|thanksgiving|holiday|bbq|barbecue|brunch|tasting|[0-9a-z-]+[- ]course) menus?|menus? for (?:an? |the |my |our )?(?:[a-z-]+ ){0,2}?(?:dinner|party|wedding|birthday|christmas|thanksgiving|bbq|barbecue|brunch|lunch|celebration|event|date night)",
    thingsToDo:
      "things to do in|what (?:can|should|could) (?:i|we) (?:do|see|visit) (?:this weekend |today |tomorrow |on (?:a|my|our) [a-z]+ )?(?:in|around|near) (?!(?:my|the|our) (?:house|home|room|office|class)\\b)[a-z]+|places to (?:visit|see|go) in|what to (?:do|see|visit) in",
    flyer: 'flyers?|fliers?|posters?|leaflets?|brochures?',
    dialogueScene:
      "dialogues? between|(?:scenes?|conversations?|exchanges?) [^.?\\n]{0,80}?(?:only|just|all|entirely(?: in)?|purely) dialogue|(?:only|all|just)[- ]dialogue (?:scenes?|stor(?:y|ies))",
    plotIdeas:
      "plot twists?|twists? (?:for|in) my (?:story|novel|book|script|screenplay|short story)|(?:an? |the )?(?:ending|villain|subplot)s? for my (?:story|novel|book|script|screenplay|short story)|ideas for (?:the |an? )?(?:ending|villain|subplot|twist)s? (?:of|for|in) my",
    fixedFormPoem: "haikus?|limericks?|sonnets?|acrostic(?: poems?)?|villanelles?|tankas?|cinquains?",
    vocabularyList:
      "vocabulary (?:list )?(?:for|about|on|related to|in)(?= )|(?:a )?list of (?:\\d+ )?(?:words|terms|phrases|verbs|expressions) (?:in|for) (?:spanish|french|german|italian|portuguese|japanese|chinese|english)|(?:\\d+ )?(?:spanish|french|german|italian|portuguese|japanese|chinese|english) (?:words|vocabulary|phrases) (?:for|about|related to|to talk about)(?= )",
    conceptMap: "(?:concept|mind) maps?",
    biography: "biograph(?:y|ies)(?! (?:for|on) (?:my )?(?:instagram|tiktok|profile|linkedin|twitter))|life story of",
    funFacts: "(?:fun|interesting|cool|surprising|random|weird|amazing) facts?|tell me (?:something|a few things|some things) (?:interesting|cool|fun|surprising|weird|i (?:don'?t|do not) know) (?:about|on)(?= )",
    wordPuzzle: "word ?searche?s?|crosswords?(?: puzzles?)?|word scrambles?",
    stagePlay: "(?:short|school|stage|one-act|little|class) plays?|skits?|plays? for (?:a |the |my |our )?(?:school|class|kids|children|students|assembly)|a play (?:about|for)(?= )",
    diaryEntry: "diary entr(?:y|ies)|journal entr(?:y|ies)(?= (?:from|as|of|by|written))|diary (?:of|from) (?:a|an|the)(?= )",
    basicsLesson: "teach me (?:the basics|the rules|the fundamentals|how to play)(?= )",
    rpgAdventure:
      "(?:d&d|dnd|dungeons (?:&|and) dragons|ttrpg|tabletop|rpg|pathfinder) (?:one[- ]shots?|adventures?|campaigns?|sessions?|quests?)|(?:role-?playing|tabletop) (?:game )?(?:adventures?|campaigns?|one[- ]shots?)",
    gameDesign:
      "(?:board|card|dice) game (?:about|for|to|where|that|with)(?= )|(?:invent|design|make up|come up with) (?:a |an )(?:new |simple |fun )?(?:[a-z]+ )?game(?= )",
    guidedMeditation: "(?:guided )?meditation scripts?|guided meditations?|(?:a |short )meditation (?:for|to)(?= )|(?:breathing|relaxation) scripts?",
    pickupLines: "pick[- ]?up lines?|chat[- ]?up lines?",
    affirmations: "(?:positive |daily |morning )?affirmations?",
    treasureHunt: "scavenger hunts?|treasure hunts?",
    journalPrompts: "journal(?:ing)? prompts?|(?:self-reflection|reflection) (?:questions|prompts)",
    synonyms: "synonyms? (?:for|of|to)(?= )|antonyms? (?:for|of|to)(?= )|(?:another|other|a better) words? for(?= )",
    languageQuestion:
      "define (?:the (?:word|term|expression) )?[\"'“‘][a-z][a-z' -]{0,40}[\"'”’]|(?:origin|etymology|meaning) of (?:the )?(?:word|term|expression|phrase|saying|idiom)(?= )|how (?:do you|do i|to|would you) say(?! no(?![a-z]))(?! (?:[a-z'-]+ ){0,3}?to (?:my|your|his|her|their|the|a|an|someone|people|him|them|our)(?![a-z]))(?= )|what does (?!(?:this |the |that |my )?(?:error|exception|stack ?trace|traceback|exit code|status code|warning)(?![a-z]))[\"'“‘]?[a-z][a-z' -]{0,40}[\"'”’]? mean|is it [\"'“‘]?[a-z]+[\"'”’]? or [\"'“‘]?[a-z]+|conjugat(?:e|ion of)(?= )|(?:put|turn|change|rewrite) (?:this|these|it|the sentence|this sentence)(?: sentence)? (?:in|into|to) (?:the )?(?:passive|active|past|future|present|reported speech|indirect speech)",
    exampleSentences: "(?:a |\\d+ |some )?sentences? (?:using|with) (?:the word|the phrase|the expression)(?= )",
    annotatedBibliography: 'annotated bibliograph(?:y|ies)',
    citation:
      "(?:convert|format|put|turn|change) (?:these|my|this|the) (?:references|citations|sources|bibliography|works cited)(?: [a-z]+)? (?:in|into|to) (?:apa|mla|chicago|harvard|ieee|vancouver)|(?:how (?:do i|to|should i|can i) )?cite(?= )|citations? (?:for|of)(?= )|(?:apa|mla|chicago|harvard|ieee|vancouver)(?: style| format)? (?:citations?|references?|reference list|bibliography)",
    selfReview: "self[- ]?(?:evaluation|assessment|review|appraisal)s?",
    interviewCoaching:
      "how (?:do|should|can|would) i (?:answer|respond to|handle) (?:the (?:question )?)?[\"'“‘]?(?:tell me about yourself|what(?:'s| is) your (?:biggest |greatest )?(?:weakness|strength)|why should we hire you|why do you want|where do you see yourself|why are you leaving|what are your salary expectations)[^?\n]{0,40}|how (?:do|should|can) i (?:explain|address|handle|justify|mention|put) [^?.]{2,40} (?:in|on) (?:my |a |the )?(?:resume|cv|cover letter|interview|linkedin)|how (?:do|should|can) i (?:explain|say|mention|tell them) (?:in|at) (?:an?|the|my) (?:job )?interview(?= )",
    statusUpdate: "(?:project |weekly |monthly |progress )?status (?:update|report)s?|progress (?:update|report)s? (?:for|to|on)(?= )",
    writingHowTo:
      "how (?:do|can|should|could) (?:i|you|we) (?:write|make|draft) (?:a |an |my |our )?(?:good|better|great|strong|effective|short(?:er)?|clear(?:er)?|professional|perfect|catchy|persuasive|engaging) (?:[a-z-]+ ){0,2}?(?:emails?|cover letters?|resumes?|cvs?|essays?|reports?|summar(?:y|ies)|executive summar(?:y|ies)|bios?|speeches|speech|proposals?|abstracts?|thesis statements?|headlines?|captions?|posts?|newsletters?|press releases?|introductions?|conclusions?|stories|story|poems?|songs?|prompts?|hooks?|product descriptions?|personal statements?|letters?)(?![a-z])|how (?:do|can|should|could) (?:i|we) write (?:emails?|cover letters?|resumes?|cvs?|essays?|reports?|summar(?:y|ies)|executive summar(?:y|ies)|bios?|speeches|speech|proposals?|abstracts?|thesis statements?|headlines?|captions?|posts?|newsletters?|press releases?|introductions?|conclusions?|stories|story|poems?|songs?|prompts?|hooks?|product descriptions?|personal statements?|letters?)(?= (?:that|which|people|better|faster|more)|[?.!]|$)|how to write (?:a |an )?(?:good|better|great|strong|effective|short(?:er)?|clear(?:er)?|professional|perfect|catchy|persuasive|engaging) (?:[a-z-]+ ){0,2}?(?:emails?|cover letters?|resumes?|cvs?|essays?|reports?|summar(?:y|ies)|executive summar(?:y|ies)|bios?|speeches|speech|proposals?|abstracts?|thesis statements?|headlines?|captions?|posts?|newsletters?|press releases?|introductions?|conclusions?|stories|story|poems?|songs?|prompts?|hooks?|product descriptions?|personal statements?|letters?)(?![a-z])|tips (?:for|on|to) writing (?:a |an )?(?:(?:good|better|great|strong|effective|short(?:er)?|clear(?:er)?|professional|perfect|catchy|persuasive|engaging) )?(?:[a-z-]+ ){0,2}?(?:emails?|cover letters?|resumes?|cvs?|essays?|reports?|summar(?:y|ies)|executive summar(?:y|ies)|bios?|speeches|speech|proposals?|abstracts?|thesis statements?|headlines?|captions?|posts?|newsletters?|press releases?|introductions?|conclusions?|stories|story|poems?|songs?|prompts?|hooks?|product descriptions?|personal statements?|letters?)(?![a-z])",
    astrology:
      "(?:birth|natal|astrolog(?:y|ical)) charts?|horoscopes?|(?:i'?m|i am) an? (?:aries|taurus|gemini|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces)(?= ?(?:[,.!?]|$| sun| moon| rising| sign| and| so| what| how| woman| man| girl| guy))|(?:zodiac|star|sun|moon|rising) signs?(?![a-z])|(?:aries|taurus|gemini|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces|cancer) (?:and|&|with) (?:an? )?(?:aries|taurus|gemini|leo|virgo|libra|scorpio|sagittarius|capricorn|aquarius|pisces|cancer) compatib",
    dreamMeaning:
      "what (?:does|do|might|could) (?:it )?(?:mean|means) (?:when|if|to) (?:you |i |someone |a person )?(?:dream|dreamt|dreamed|have (?:a|this) dream)|dream(?:s|ing|t|ed)? (?:about|of|that)[^.?\\n]{0,60}(?:mean|meaning|interpret)|(?:interpret|meaning of) (?:my |a |this |the )?(?:recurring |weird |strange )?dreams?(?! job)|(?:recurring|weird|strange) dreams? (?:about|where|that|of)",
    pcBuild:
      "(?:pc|computer|gaming pc|gaming rig|workstation)(?: [a-z]+)? (?:parts lists?|builds?)(?= (?:for|under|with|around|on))|parts lists? for (?:a |my )?(?:[a-z]+ )?(?:pc|computer|rig)(?![a-z])|build (?:me )?(?:a |my )?(?:gaming |budget |custom )?(?:pc|computer)(?= (?:for|under|with|around|on))|what parts (?:should i|do i need to|to) (?:buy|get|use) for (?:a |my )?(?:[a-z]+ )?(?:pc|computer|build)(?![a-z])",
    gameStrategy:
      "(?:tips|tricks|strateg(?:y|ies)|advice|secrets)(?: [a-z]+)? (?:to|for|on how to) (?:win|winning|beat|beating)(?: at| in)? (?:chess|catan|settlers of catan|monopoly|poker|blackjack|scrabble|wordle|checkers|uno|risk|ticket to ride|fortnite|valorant|league of legends|lol|minecraft|clash royale|clash of clans|fifa|ea fc|rocket league|overwatch|apex(?: legends)?|call of duty|cod|warzone|mario kart|smash bros|pok[ée]mon|among us|dota 2?|counter[- ]strike|cs ?2|sudoku|solitaire|tetris|mahjong|dominoes|backgammon)(?![a-z])|(?:tips|tricks|strateg(?:y|ies)|advice|secrets|how (?:do i|to|can i)) (?:(?:to|for) )?(?:win more|rank up|climb)(?: at| in)? (?:chess|catan|settlers of catan|monopoly|poker|blackjack|scrabble|wordle|checkers|uno|risk|ticket to ride|fortnite|valorant|league of legends|lol|minecraft|clash royale|clash of clans|fifa|ea fc|rocket league|overwatch|apex(?: legends)?|call of duty|cod|warzone|mario kart|smash bros|pok[ée]mon|among us|dota 2?|counter[- ]strike|cs ?2|sudoku|solitaire|tetris|mahjong|dominoes|backgammon)(?![a-z])|(?:(?:best|good) )?openings? (?:in|for) chess|chess openings?|(?:best|good) openings? for (?:beginners|white|black)(?![a-z])",
    gardenDesign:
      "(?:plan|design|lay ?out|set up|start|create) (?:a |an |my |our )?(?:small |little |tiny |vegetable |veggie |herb |balcony |rooftop |container |kitchen |urban |front |back )*(?:garden|vegetable patch|herb garden|allotment|raised beds?)(?![a-z])(?! (?:party|parties|wedding|tour|centre|center|shed|furniture|hose|gnome))|(?:what|which) (?:plants|vegetables|veggies|herbs|flowers) (?:should|can|could) i (?:grow|plant)(?![a-z])",
    plantCare:
      "how (?:often|much|many times)(?: a week)? (?:should|do|can|must) i (?:water|feed|fertili[sz]e|repot|prune|mist) (?:my |a |the |an )?(?:[a-z-]+ ){0,3}?(?:plants?|succulents?|cact(?:us|i)|orchids?|ferns?|monsteras?|pothos|bonsai|tomato(?:es| plants?)|basil|herbs|roses?|lawn|grass|trees?|seedlings?)(?![a-z])|(?:my|our|the) (?:[a-z-]+ ){0,3}?(?:plants?|succulents?|cact(?:us|i)|orchids?|ferns?|monsteras?|pothos|bonsai|tomato plants?|basil|herbs|roses?|lawn|seedlings?)(?='?s? [^.?\\n]{0,60}(?:dying|die|yellow|brown|droop|wilt|rot|mold|mould|bugs|pests|aphids|not growing|won'?t (?:grow|bloom|flower)|leaves))|(?:keep|stop) (?:my |our )?(?:[a-z-]+ )?(?:plants?|succulents?|orchids?|herbs) (?:alive|from dying)|(?:care|caring) for (?:a |my |an |our )?(?:[a-z-]+ ){0,2}?(?:plants?|succulents?|orchids?|monsteras?|bonsai)(?![a-z])",
    vehicleTrouble:
      "(?:my|the|our) (?:[a-z0-9-]+ ){0,2}?(?:car|truck|van|suv|jeep|motorcycle|motorbike|scooter|moped)(?:'s)?(?: [a-z]+){0,3}? (?:makes?|making|is making|has|started making) (?:(?:a|an|this|some|weird|strange|loud|funny|squeaky) )*(?:[a-z]+ )?(?:noises?|sounds?|squeal|squeak|grinding|clicking|knocking|rattle|rattling|smell|vibration|leak)(?![a-z])|(?:my|the|our) (?:car|truck|van|motorcycle|motorbike|scooter)(?: [a-z]+)? (?:won'?t|doesn'?t|does not|will not) (?:start|turn over|go into gear)|check engine light|(?:brakes?|engine|transmission|clutch|exhaust) (?:is |are |keeps? )?(?:squeal|squeak|grind|smok|overheat|shak|vibrat|leak|rattl|knock)(?:s|ing)?(?![a-z])",
    companyPolicy:
      "(?:remote[- ]work(?:ing)?|work[- ]from[- ]home|wfh|hybrid[- ]work(?:ing)?|vacation|holiday|annual leave|leave|pto|paid time off|sick leave|parental leave|maternity leave|paternity leave|dress code|expenses?|expense reimbursement|business travel|social media|byod|bring your own device|attendance|lateness|punctuality|tardiness|overtime|anti-?harassment|harassment|code of conduct|it security|information security|password|acceptable use|internet use|phone use|mobile phone|workplace|hr|employee|company|office|drug and alcohol|health and safety) polic(?:y|ies)(?![a-z])",
    outfitAdvice: "what (?:should|to|can|do) (?:i )?wear (?:to|for|at|on)(?= )|what to wear (?:to|for|at|on)(?= )|outfit (?:ideas? )?for (?:a|an|my|the)(?= )|dress code for(?= )",
    travelEntry:
      "what (?:documents|papers|paperwork|visas?|requirements) (?:do i|do we|does (?:my|a|an) [a-z]+) need (?:to (?:travel|go|fly|enter|visit)|for)(?= )|do (?:i|we) need a (?:visa|passport|esta|eta) (?:to|for)(?= )|(?:visa|entry|travel) requirements (?:for|to)(?= )",
    placesToVisit:
      "(?:recommend|suggest|give me|tell me|list)(?: me)?(?: (?:\\d+|some|a few|the best))? (?:places|spots|towns|beaches|hidden gems|destinations)(?: (?:off the beaten (?:path|track)|less touristy|to visit|to see))? (?:in|near|around)(?= )|(?:hidden gems|off the beaten (?:path|track)|less touristy (?:places|spots)) (?:in|near|around)(?= )",
    ingredientSubstitute:
      "(?:substitutes?|replacements?|alternatives?|swaps?) (?:for|to) (?:the )?(?:eggs?|butter|milk|flour|sugar|cream|heavy cream|buttermilk|cheese|oil|yeast|baking (?:soda|powder)|cornstarch|honey|wine|mayo|mayonnaise|sour cream|yogurt|[a-z]+ in (?:a |my |the )?(?:recipe|cake|brownies?|cookies|bread|dough|sauce|stew|pancakes|muffins))(?![a-z])|(?:egg|butter|milk|dairy)[- ](?:substitutes?|replacements?|alternatives?)|(?:what can i use |what to use )?(?:instead of|in place of) (?:the )?[a-z]+ in (?:a |my |the )?(?:recipe|cake|brownies?|cookies|bread|dough|sauce|stew|pancakes|muffins)",
    rehabExercises:
      "(?:(?:the )?best )?(?:exercises|stretches|stretching) (?:for|to (?:help|relieve|fix|ease|strengthen)) (?:my |a |the )?(?:lower |upper |bad )?(?:back|neck|knees?|shoulders?|hips?|sciatica|posture|plantar fasciitis|tendinitis|tennis elbow|wrists?|ankles?)(?: pain)?(?![a-z])",
    techForBeginners:
      "(?:my )?(?:mom|mum|mother|dad|father|grandma|grandpa|grandmother|grandfather|grandparents|parents|in-laws) (?:doesn'?t|does not|don'?t|do not|can'?t|cannot) (?:know how to )?(?:use|work)|(?:instructions|steps|a guide) (?:for|to help) (?:my )?(?:mom|mum|mother|dad|father|grandma|grandpa|grandmother|grandfather|grandparents|parents)(?: to| on how to)? (?:use|set up|install)",
    storyMoral: "morals? (?:of|in|behind) (?!(?:my|our|a|an|this|it|life)(?![a-z]))[a-z]+|lessons? (?:of|from|in) the (?:fable|tale|story) of(?= )",
    figureExample:
      "examples? of (?:an? )?(?:metaphors?|similes?|hyperboles?|personifications?|oxymor(?:on|ons|a)|alliterations?|onomatopoeias?|anaphoras?|paradox(?:es)?|metonym(?:y|ies)|euphemisms?|idioms?|figurative language|figures? of speech|literary devices?)(?![a-z])|(?:\\d+|some|a few|three|five|ten) (?:metaphors|similes|hyperboles|personifications|oxymorons|alliterations) (?:for|about|on|with)(?= )",
    prayer:
      "prayers? (?:for|before|after|of|to)(?= )|(?:say |a |the )?grace (?:before|for) (?:meals?|dinner|lunch|breakfast|eating|the meal|food)|blessing (?:for|before|over) (?:the |a |our )?(?:meal|food|dinner|house|home|table)",
    ownDataTable:
      '(?:tables?|charts?) (?:with|of|for) (?:my|our) [a-z]+(?=[^\\n:]{0,40}:[^\\n]*\\d)|(?:put|organi[sz]e|turn|arrange|sort) (?:my|our|these|this) (?:[a-z]+ ){0,3}?(?:in|into) (?:a )?table',
    factTable:
      "^(?:a |the )?table (?:of|with|listing|showing) (?:the )?(?!(?:contents|data|following|expenses|income|shifts|tasks|behaviou?r|chores|rewards|routines?|schedules?|workouts?|meals?)(?![a-z]))[a-z0-9]+|(?:make|create|give|build|draw up|put together|do)(?: me)? a table (?:of|with|listing|showing) (?!(?:contents|my|our|this|these|those|the data|the following|expenses|income|shifts|tasks|behaviou?r|chores|rewards|routines?|schedules?|workouts?|meals?|study)(?![a-z]))[a-z]+",
    factRanking:
      "(?:(?:what|which) (?:are|were)|(?:list|name|give me|tell me)) the (?:\\d+ |top \\d+ |[a-z]+ )?(?:largest|biggest|longest|tallest|highest|smallest|oldest|deepest|fastest|richest|most (?:populous|populated|visited|spoken))(?= )(?=[^?\\n]{0,40}\\b(?:in the world|on earth|in (?:the )?history|of all time|ever|in the (?:universe|solar system|us|usa|uk|eu)|in (?:europe|asia|africa|oceania|(?:latin|south|north|central) america|the americas)|by (?:population|area|size|height|length|gdp))\\b)",
    timeline: "timelines? (?:of|for|about)(?= )|chronolog(?:y|ical list) of(?= )",
    paragraph: "(?:a |one |short |single )?paragraph (?:about|on|describing|explaining)(?= )",
    topicIdeas:
      "(?:a |some |\\d+ )?(?:good )?topics? (?:for|to (?:write|talk|speak|present) (?:about )?(?:in|for|on)) (?:my |a |an )?(?:[a-z]+ ){0,2}?(?:essay|speech|presentation|thesis|dissertation|research paper|paper|project|podcast|debate|blog|talk)",
    goalTips: "(?:\\d+ )?(?:quick |practical |useful |good |simple |easy |pro |top |best )?(?:tips|tricks|hacks|pointers)(?= (?:to|for|on|about) )",
    riddles: "riddles?|tongue[- ]twisters?|brain ?teasers?",
    standUp: "stand[- ]?up (?:routine|set|bit|comedy|monologue)s?|comedy (?:routine|set|monologue|bit)s?|(?:funny|comic|comedic|humorous) monologues?",
    screenplay: "(?:screenplay|script|scene)s? for (?:a |my |our )?(?:short film|short movie|film|movie|feature film)|short[- ]film (?:script|screenplay)s?|screenplays?",
    writingPrompts: "writing prompts?|story (?:prompts|starters)|prompts for (?:a |my )?(?:story|stories|short story|novel|journal|journaling|creative writing)",
    descriptivePassage:
      "(?:poetic|vivid|sensory|lyrical|literary) description of|describe [^.?\\n]{1,40}? (?:poetically|vividly|in a (?:poetic|vivid|lyrical|literary) way|in (?:poetic|vivid|lyrical) (?:language|prose|words))",
    debateArguments:
      "(?:debate |debating )?arguments? (?:for|against|in favou?r of|supporting|opposing)(?! and)|(?:points|arguments|a case) for (?:a |the |my )?debate|(?:for|against) the motion",
    suitedOptions:
      "^(?:what|which) (?:are (?:some |the )?)?(?:good |best |the best )?(?:[a-z]+ ){0,2}?(?:settings|techniques|methods|strategies|plants|apps|tools|exercises|stretches|workouts|foods|snacks|products|materials|supplements|breeds|lenses|programs|platforms|fabrics|flowers|vegetables|herbs|fish)(?= (?:for|to|that|should|do|would|can|work|are|will|i)(?![a-z]))",
    memoryTrick:
      "(?:tricks?|tips?|ways?|techniques?|hacks?) (?:to|for) (?:memori[sz]e|memori[sz]ing|remember(?!(?: to| that)(?![a-z]))|remembering(?!(?: to| that)(?![a-z]))|learn(?:ing)? by heart)|mnemonics?|how (?:do|can|should) i (?:memori[sz]e|learn by heart)|how to (?:memori[sz]e|learn by heart)",
    conceptTutor:
      "help me (?:to )?understand(?= (?!(?:my|this|these|that|those|the following|what|why|how|her|him|them|it|me|our|your)(?![a-z])))|i (?:don'?t|do not|can'?t|cannot) understand (?:anything|a thing) (?:about|in|of)(?= )",
    prosCons:
      "arguments? for and against|(?:the )?case for and against|(?:\\d+ |[a-z]+ )?(?:pros|advantages|benefits) (?:and|&) (?:\\d+ |[a-z]+ )?(?:cons|disadvantages|drawbacks|downsides|risks)(?![^.?\\n]*\\b(?:vs\\.?|versus|or|compared (?:to|with)|moving from|switching from|switch from|move from)\\b)",
    conversion:
      "how many (?:cups|tablespoons|tbsp|teaspoons|tsp|ounces|oz|grams|g|kilos|kg|pounds|lbs|ml|milliliters|millilitres|liters|litres|centimeters|centimetres|cm|inches|feet|meters|metres|km|miles|yards|gallons|quarts|pints) (?:are )?(?:in|make|is|equal|per) (?:a|an|one|1|\\d+(?:[.,]\\d+)?) ?(?:cups?|tablespoons?|tbsp|teaspoons?|tsp|ounces?|oz|grams?|g|kilos?|kg|pounds?|lbs?|ml|milliliters?|millilitres?|liters?|litres?|centimeters?|centimetres?|cm|inch(?:es)?|foot|feet|meters?|metres?|km|kilometers?|kilometres?|miles?|yards?|gallons?|quarts?|pints?)(?![a-z])|(?:convert|change) (?:[a-z0-9 .,°/$€£-]+ )?(?:to|into) (?:metric|imperial|celsius|fahrenheit|grams|kilos|kg|pounds|lbs|ounces|oz|cups|ml|milliliters|millilitres|liters|litres|centimeters|centimetres|cm|inches|feet|meters|metres|km|miles|euros|dollars|pounds sterling|pesos|csv|json|xml|yaml|markdown|a table|a spreadsheet)\\b(?![^.\\n]*\\b(?:in|with|using) (?:python|javascript|js|typescript|bash|node|sql|code)\\b)",
    negotiation:
      "negotiat(?:e|ing) (?:down )?(?:the |a |my |our |a better |a lower |a higher )?(?:[a-z-]+ ){0,3}?(?:price|rent|salary|offer|deal|raise|discount|fee|rate|pay)\\b|haggl(?:e|ing)|bargain(?:ing)? (?:for|over|down)",
    rubric: "rubrics?|(?:grading|marking|scoring|assessment) (?:criteria|scheme|guide)s?|(?:observation |assessment )?checklists? (?:to|for) (?:observe|observing|assess|assessing|evaluate|evaluating|grade|grading)(?![a-z])",
    classActivity:
      "(?:classroom|class|review|vocabulary|vocab|grammar|spelling|warm[- ]?up|ice ?-?breaker|team[- ]building|back[- ]to[- ]school|esl|efl) (?:games?|activit(?:y|ies))(?![a-z])|(?:games?|activit(?:y|ies)) (?:to|for) (?:review|revise|revising|reviewing|practi[cs]e|practi[cs]ing|teach|teaching|introduce|reinforce)(?![a-z])|(?:games?|activit(?:y|ies)) for (?:my |the |a |our )?(?:class|classroom|students|pupils|lesson)(?![a-z])|(?:games?|activit(?:y|ies)) for (?:the )?(?:first|1st|last) day of (?:school|class)",
    reportComments:
      "(?:report[- ]card|school report|progress report|end[- ]of[- ](?:term|year) report) comments?|comments? (?:for|on) (?:(?:my|the|a|his|her|their) )?(?:(?:students?|pupils?|class)(?:'s?)? )?(?:report[- ]cards?|school reports|progress reports)|(?:progress|student|school|end[- ]of[- ](?:term|year)) reports? (?:for|on|about) (?:a|an|my|the|each|every) (?:[a-z-]+ )?(?:students?|pupils?|child|kid|learners?)(?![a-z])",
    permissionSlip:
      "permission (?:slips?|forms?)|(?:parental )?consent forms? for (?:a |an |the |our )?(?:[a-z-]+ ){0,2}?(?:field trip|school trip|trip|excursion|outing|camp)|(?:field|school) trip (?:permission|consent)(?: (?:slips?|forms?|letters?))?",
    behaviourChart:
      "(?:behaviou?r|good behaviou?r|reward|sticker|token|chore|star|responsibility|potty) charts?|(?:token|points?|reward) (?:system|economy) for (?:my|our|a|the) (?:[a-z0-9-]+ ){0,3}?(?:kids?|child|children|son|daughter|toddler|class|students)",
    differentiation:
      "differentiat(?:e|ed|ing|ion)(?= )|(?:adapt|modify|scaffold|adjust) (?:a|an|the|this|my|our) (?:[a-z]+ ){0,2}?(?:tasks?|activit(?:y|ies)|lessons?|tests?|quiz(?:zes)?|assignments?|worksheets?|readings?|texts?)(?= for (?:a|an|my|the|students?|kids?|learners?|pupils?|children)(?![a-z]))|accommodations? (?:for|on) (?:a|an|my|the) (?:[a-z]+ )?(?:students?|kid|child|learner)|(?:iep|504) accommodations?",
    struggleSupport:
      "(?:my|our) (?:\\d+[- ]years?[- ]old |teen(?:age)? )?(?:son|daughter|kid|child|teen|teenager)(?: is| has been| keeps)? (?:failing|flunking|struggling (?:with|in)|falling behind in|behind in|doing (?:badly|poorly|bad) in|getting bad grades in|bad at)(?= [a-z])|(?:my|our) (?:\\d+[- ]years?[- ]old |teenage |little )?(?:kid|child|son|daughter|teen|teenager)s?(?: [^.?\\n]{0,20})? (?:won'?t|doesn'?t want to|does not want to|refuses to|hates to|never wants to) (?:study|do (?:his|her|their) homework|do homework|read|go to school|get up|clean (?:his|her|their) room|help)(?![a-z])",
    schoolProject: "(?:science[- ]fair|school|class|stem|science|physics|chemistry|biology|history|geography|art|engineering|(?:\\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth) grade) projects?(?! manag)|science fairs?",
    learningPath: "(?:best|fastest|quickest|easiest) way to learn(?= [a-z])|how long (?:does it|will it|would it|should it|did it) take (?:me |someone |a beginner |an adult )?to learn(?= [a-z])|(?:(?:tips|advice|ways) (?:to|for|on) |how (?:do|can|should) i )?(?:get(?:ting)?|becom(?:e|ing)) better at(?= [a-z])|help me (?:to )?learn (?:[a-z+#'-]+ ){1,3}?(?:in|within) (?:\\d+|a|one|two|three|six) (?:days?|weeks?|months?|years?)(?![a-z])|(?:learn|learning|teach myself|start(?:ing)? (?:with|learning)|get(?:ting)? into) (?:how to )?(?:[a-z+#'-]+ ){1,3}?from (?:scratch|zero)|(?:roadmap|learning path|study path) (?:to|for) |(?:learn|learning|teach myself) (?:[a-z+#'-]+ ){1,3}?(?:on my own|by myself)(?![a-z])|(?:want to|wanna|how (?:do|can|should) i) learn (?:[a-z+#'-]+,? ){1,3}?(?:where|how) (?:do|should) i (?:start|begin)",
    activityIdeas:
      "what (?:can|could|should) (?:i|we) do (?:at home |indoors |inside |today |this weekend )?with (?:my |the |our )?(?:kids|children|toddlers?|little ones|son|daughter|grandkids)|(?:activities|things to do|games|crafts)(?: to do)? (?:for|with) (?:my |the |our )?(?:kids|children|toddlers?|little ones|family|grandkids)|(?:activities|games|crafts)(?: [a-z0-9'-]+){0,6}? (?:kids|children|toddlers)|(?:rainy[- ]day|indoor|at-home) (?:activities|ideas|games|plans)|things to do (?:at home|indoors|on a rainy day|when it rains)",
    minutes:
      "(?:meeting|board|committee|hoa|pta|council|team|staff|assembly|agm|neighbou?rhood|residents'?) minutes|(?:in|into) (?:a |the )?minutes format|(?:as|into) (?:formal |proper )?minutes(?![a-z])|minutes (?:of|from|for) (?:the |a |an |our |my |today's |yesterday's |last )?(?:[a-z'-]+ ){0,3}?(?:meeting|board|committee|assembly|session|call)|minutes template|template for (?:the )?minutes|(?:write|type|writing|typing) up (?:the |some )?minutes(?![a-z])|the minutes (?:from|of|out of|based on) (?:this|these|my|our)(?![a-z])",
    proposal:
      "propos(?:e|ing) (?:marriage )?to (?:my )?(?:girlfriend|boyfriend|partner|fianc[ée]e?|her|him)\\b|(?:marriage|wedding) proposal|proposal speech|ask (?:her|him|my (?:girlfriend|boyfriend|partner)) to marry|declaration of love|confess (?:my )?(?:love|feelings)|tell (?:her|him|my crush) (?:how i feel|i love|that i love|i like|that i like)",
    learnerText:
      "(?:a1|a2|b1|b2|c1|c2)(?: level)? (?:students|learners|class|pupils|readers)|(?:for|at) (?:an? )?(?:a1|a2|b1|b2|c1|c2) level|(?:esl|efl|ele|spanish|english|french|german|italian|language) (?:students|learners)|graded readers?",
    shiftSchedule:
      "(?:shift|staff|work|employee|rota|roster)s? (?:schedule|rota|roster|plan|calendar|timetable)s?|(?:schedule|rota|roster|timetable) for (?:my |our |the )?(?:\\d+ |two |three |four |five |six |seven |eight )?(?:employees|staff|workers|baristas|waiters|waitresses|servers|cashiers|nurses|team members|cooks|drivers|cleaners|team)(?![a-z])|shift rotation",
    householdSchedule:
      "(?:cleaning|chores?|housework|household|house ?keeping) (?:schedule|rota|chart|plan|routine|calendar|timetable)s?|chore (?:chart|wheel|list)s?|(?:split|divide|share) (?:up )?(?:the )?(?:chores|housework|household tasks)",
    fitGap:
      "(?:compare|contrast|match|check|measure|assess|score|grade|does) (?:my|this|the|our) (?:[a-z]+ ){0,2}?(?:cv|resume|résumé|essay|paper|assignment|code|contract|proposal|profile|cover letter|draft)(?= (?:[a-z]+ ){0,3}?(?:with|to|against|fit|fits|match|matches|meet|meets) (?:the|this|a|an|my|our|what) (?:job|offer|posting|rubric|requirements|spec|specification|brief|criteria|description|role|position|agreed|we agreed))",
    textTitles:
      "(?:youtube |video |blog |blog post |article |podcast |episode |newsletter )+(?:titles?|headlines?)|(?:titles?|headlines?|headings?)(?= (?:[a-z]+ ){0,2}?(?:for|of|to) (?:my |the |a |an |this |our |these )?(?:[a-z]+ )?(?:essays?|articles?|research|stud(?:y|ies)|thesis|dissertation|chapters?|videos?|youtube videos?|talks?|presentations?|posts?|blog(?: posts?)?|papers?|reports?|news stor(?:y|ies)|stor(?:y|ies)|episodes?|podcasts?|novels?|books?|poems?|songs?|newsletters?))",
    mealIdeas: '(?:meal[- ]prep|batch[- ]cooking|lunchbox|lunch box) (?:ideas|recipes|meals)(?![a-z])|(?:ideas|recipes) (?:for|of) (?:my |a |the )?(?:meal[- ]prep|batch[- ]cooking)(?![a-z])|(?:list of |\\d+ )(?:(?:quick|easy|healthy|cheap|fast|simple|vegetarian|vegan|family|weeknight|high[- ]protein) )*(?:dinners|lunches|breakfasts|snacks|desserts|suppers)(?![a-z])|(?:(?:some |a few )?(?:healthy|quick|easy|cheap|high[- ]protein) )snacks?(?= (?:for|to|i can|at|ideas))|(?:dinner|lunch|breakfast|meal|snack|dessert|supper) ideas|ideas (?:for|of) (?:a |an )?(?:(?:quick|easy|healthy|cheap|fast|simple|vegetarian|vegan|family) )*(?:dinners?|lunch(?:es)?|breakfasts?|meals?|snacks?|desserts?|suppers?)(?! (?:party|parties|event|menu))',
    hashtags: '(?:seo )?hashtags?|(?:seo |search )?(?:keywords|key words|tags)(?= (?:for|to use|on|about|related to) )(?! (?:for|to use|on) (?:a |an |my |the |this )?(?:[a-z-]+ )?(?:resume|résumé|cv|cover letter|job|application|ats)(?![a-z]))|seo keywords|keywords? (?:research|list)',
    worthItChoice: "(?:is|would) (?:it )?(?:be )?(?:still |really )?worth (?:it )?(?:to )?(?:learn|learning|study|studying|mov(?:e|ing)|switch(?:ing)?|chang(?:e|ing)|becom(?:e|ing)|go(?:ing)? back|quit(?:ting)?|start(?:ing)?|tak(?:e|ing) (?:a|an) (?:gap|course|class|year)|do(?:ing)? (?:a|an) (?:masters?|master's|phd|degree|course|bootcamp|mba)|get(?:ting)? (?:a|an|into)|work(?:ing)? (?:as|in|at|abroad)|liv(?:e|ing) (?:in|abroad)|retrain(?:ing)?|pursu(?:e|ing))(?![a-z])",
    worthIt: "is (?:the |a |an |it )?(?:[a-z0-9-]+ ){0,4}?(?:still )?worth (?:it(?! to (?!buy|get|pay|upgrade)[a-z])|buying|getting|the money|the price)|(?:is it|would it be) worth (?:it to )?(?:buying|getting|paying for|upgrading to)(?= )",
    buyingAdvice:
      "is (?:the |a |an |it )?(?:[a-z0-9-]+ ){0,3}?(?:phone|iphone|android|pixel|galaxy|laptop|macbook|ipad|tablet|kindle|camera|tv|console|ps5|xbox|switch|headphones|earbuds|airpods|watch|smartwatch|car|bike|e-?bike|monitor|pc|printer|vacuum|mattress)(?: [a-z0-9-]+){0,3} (?:still )?worth (?:it|buying|getting|the money)|worth (?:buying|getting) (?:a |an |the )|(?:i want|i need|i'?m (?:looking|planning|going)|looking|planning|going) to buy (?:a |an |some |new )?(?:[a-z0-9-]+ ){0,2}?[a-z0-9-]+(?=[^.?\\n]{0,80}(?:which|what) (?:one |model |brand )?(?:do you recommend|would you recommend|should i (?:get|buy|choose)))|(?:what|which) (?:[a-z0-9-]+ ){1,2}should i (?:buy|get|build)(?! (?:for )?(?:my|her|him|them)(?![a-z]))|best (?:[a-z0-9-]+ ){1,6}?(?:under|below|for less than|for under|within|up to|around) (?:a |an )?[$€£]?\\d[\\d.,]*|(?:what|which) (?:[a-z0-9-]+ ){1,2}(?:is|are) (?:the )?(?:best|worth) (?:buying|to buy|getting)|(?:what|which) (?:kind of |type of )?(?:paint|primer|glue|sealant|caulk|oil|engine oil|tyres?|tires?|mattress|pillow|sunscreen|shampoo|detergent|drill|fertili[sz]er|potting soil|soil) (?:should|do) i (?:use|buy|get)(?![a-z])",
    conditionDiet:
      "(?:i have|i've got|i got|with|if i have|diagnosed with) (?:a |an )?(?:gastritis|diabetes|type [12] diabetes|prediabetes|high cholesterol|high blood pressure|hypertension|acid reflux|reflux|gerd|ibs|irritable bowel syndrome|anemia|anaemia|gout|celiac disease|coeliac disease|lactose intolerance|fatty liver|an ulcer|a stomach ulcer|diarrh?o?ea|constipation|heartburn|diverticulitis|hypothyroidism|kidney stones)(?=[^.?\\n]{0,30}(?:what|which)(?: foods?)? (?:can|should|shouldn'?t|should not|do|must) i (?:eat|drink|avoid|have))|what (?:can|should|shouldn'?t) i (?:eat|drink|avoid) (?:with|if i have|when i have|for) (?:a |an )?(?:gastritis|diabetes|type [12] diabetes|prediabetes|high cholesterol|high blood pressure|hypertension|acid reflux|reflux|gerd|ibs|irritable bowel syndrome|anemia|anaemia|gout|celiac disease|coeliac disease|lactose intolerance|fatty liver|an ulcer|a stomach ulcer|diarrh?o?ea|constipation|heartburn|diverticulitis|hypothyroidism|kidney stones)|(?:diet|foods?) (?:for|with) (?:a |an )?(?:gastritis|diabetes|type [12] diabetes|prediabetes|high cholesterol|high blood pressure|hypertension|acid reflux|reflux|gerd|ibs|irritable bowel syndrome|anemia|anaemia|gout|celiac disease|coeliac disease|lactose intolerance|fatty liver|an ulcer|a stomach ulcer|diarrh?o?ea|constipation|heartburn|diverticulitis|hypothyroidism|kidney stones)",
    situationTips: "any (?:tips|advice|suggestions|ideas|pointers|recommendations)(?= *\\?|$)|(?<=[,.;:] ?)(?:tips|advice|suggestions)(?= *[?!.]*$)|(?:tips|advice)\\?$",
    situationAdvice:
      "should i (?:say something|say anything|tell (?:him|her|them)|confront (?:him|her|them)|bring it up|text (?:him|her|them)|reach out|call (?:him|her|them)|be upset|be mad|let it go)(?![a-z])|(?:review|analy[sz]e|look at|assess|evaluate|weigh up|help me with|help me think through) (?:my|our) (?:situation|case|options|decision|finances|dilemma)|what (?:should|can|would you recommend|do you recommend|would you do)(?: (?:i|we))?(?: do)?(?: (?:now|next|here|about it|in my (?:place|shoes)))?(?:\\?|$)|what would you do (?:in my (?:place|shoes)|if you were me)",
    replyAdvice:
      "(?:(?:how (?:should|do|can|would) (?:i|we)|how to) (?:reply|respond|answer|write back)(?: back)?|what (?:should|do|can) (?:i|we) (?:reply|answer|say back|write back)) to(?= (?:my|a|an|the|our|his|her) (?:[a-z'-]+ ){1,3}?(?:who|that)(?![a-z]))",
  },
  followUp:
    "already (?:asked|told|texted|emailed|e-mailed|written|wrote|messaged|called|reminded|complained)|(?:\\d+|two|three|several|many) times|still (?:hasn'?t|haven'?t|has not|have not|won'?t|doesn'?t)|(?:hasn'?t|haven'?t|never) (?:replied|answered|responded|gotten back)",
  bareWrapper: '(?:improve|imporve|optimi[sz]e|fix|rewrite|enhance|polish|refine|make better)(?: this| it)?',
  wrapperShorter: 'shorter|more concise|concise|shorten|briefer|less (?:long|wordy)|trim',
  wrapperGeneric: 'better|more (?:specific|detailed|clear|effective|precise|powerful)|clearer|improve(?:d)?|optimi[sz]ed?|fix(?:ed)?',
  ownFigures: '(?:our|my|the|last [a-z]+(?:\'s)?) (?:[a-z]+ )?(?:sales|figures|numbers|revenue|results|metrics|data|kpis)|(?:sales|revenue) (?:figures|numbers|data)',
  errorCodes: '(?:exit|status|return) code',
  errorPointers: '(?:this|the|that|my|an?) (?:error|exception|bug|code|script|program|stack trace)|i(?:\'m| am|m)? getting|i get|it says',
  toast: 'toasts?|(?:wedding )?vows',
  apology: 'apolog(?:y|ies|i[sz]e|i[sz]ing)|sorry',
  spoilerPart: '(?:for|from|of|past|after|beyond|about|in|on)(?: the)?(?: [a-z0-9]+){0,3}? (?:half|parts?|seasons?|chapters?|episodes?|acts?|books?|volumes?)(?: [0-9]+)?',
  noSpoilers: "(?:without|no|zero) spoil(?:ers?|ing(?: it| the [a-z]+)?)|spoiler[- ]free|(?:don'?t|do not) spoil|without (?:giving away|revealing|telling me) the (?:ending|end|twists?)",
  budgetStated: '\\d[\\d.,]*\\s*(?:k\\s*)?(?:€|euros?|\\$|dollars|usd|eur|pounds|gbp)|[€$£]\\s*\\d|budget (?:of|is|:)\\s*[€$£]?\\d',
  template: 'templates?|fill-in-the-blank',
  forWhom:
    "i(?:'m| am) (?:an? )?(?:vegetarian|vegan|celiac|coeliac|diabetic|beginner|newbie|student|retiree|lactose intolerant|allergic)|i(?:'m| am) \\d+(?: years old)?|(?:for|to) (?:an?|my|our|the) (?:[a-z0-9]+ )?(?:family|kids|children|son|daughter|students|class|team|clients|customers|partner|parents|friends|employees|staff|boss|neighbou?rs)|for \\d+ people",
  professionalProfile: 'linkedin|xing',
  cvMaterial: '(?:my|the|this) (?:cv|resume|résumé|curriculum vitae)(?![a-z])',
  linkedinHeadline: 'linkedin headline|headline (?:on|for|of|in) (?:my |the )?linkedin|headline(?=[^.\\n]{0,30}linkedin)',
  selfDescribed: "i(?:'m| am|m) (?:a|an) [a-z-]+|i work (?:as|in)|i(?:'ve| have) (?:been|worked)|with \\d+\\+? years|\\d+\\+? years of experience",
  correction: 'correct|proofread|fix (?:the |my |any )?(?:grammar|spelling|mistakes|errors|typos)',
  needLeads: "(?:needs?|i need|we need|i want|we want|(?:i'm|i am|we're|we are) looking for|could use)(?= (?:a|an|some|the|my|our|new) )",
  channelWords: 'channel|profile|account',
  ingredientsAtHand: "what (?:can|could|should) i (?:make|cook|bake) with|leftovers?|i (?:have|'ve got|got) [^.?\\n]{0,80},|(?:in|from) (?:my|the) (?:fridge|pantry)|with what i have|using (?:only )?what i have",
  followUpChanges: {
    continue: 'continue|keep going|go on|carry on|keep writing|finish it',
    again: 'again|once more|one more time|try again|another (?:one|version|try)|redo it|rewrite it',
    translate: '(?:translate it |now )?(?:in|into|to) (english|spanish|french|german|italian|portuguese|catalan)',
    longer: 'longer|more detailed|more details?|expand (?:it|on it)|lengthen it|too short',
    shorter: 'shorter|more concise|briefer|shorten it|cut it down|trim it|too long|less wordy',
    simpler: "for (?:kids|children|a child|a (?:\\d+|[a-z]+)[- ]year[- ]old)|(?:like|as if) (?:i'?m|i am) (?:5|five)|eli5|(?:simpler|more simple)(?: for (?:a|an|my) [a-z0-9-]+(?: years? old)?| for (?:kids|children|beginners))?|easier to (?:understand|read)|in simpler (?:words|terms)|simplify it|less technical",
    formal: 'more formal|more professional|less casual|less informal|(?:formal|professional) (?:english|spanish|french|german|italian|portuguese)|(?:formal|professional) (?:tone|register|style)',
    casual: '(?:casual|informal|colloquial|everyday) (?:english|spanish|french|german|italian|portuguese)|(?:casual|informal|colloquial) (?:tone|register|style)|more casual|less formal|more informal|friendlier|more friendly|warmer|more relaxed|more natural',
    funnier: 'funnier|more funny|more humou?rous|with more humou?r|more fun|wittier',
    voiced:
      "(?:like|as) (?:a |an )?(?:pirate|cowboy|robot|yoda|shakespeare|medieval knight|knight|gangster|mobster|valley girl|surfer|sailor|viking|wizard|villain|detective|sports commentator|news anchor|gen z|boomer|teenager|grandma|poet)(?![a-z])|in the (?:style|voice) of (?:a |an )?[a-z]+|in (?:pirate|shakespearean|old english|medieval|gen z|yoda) (?:speak|english|style|slang)|(?:pirate|yoda|shakespearean) (?:speak|style)",
    examples: '(?:with|add) (?:some |more |a few )?examples',
    reshape:
      "(?:in|as|into) (?:a |an )?(?:bullet points|bullets|list|numbered list|table|steps|one paragraph|paragraphs|email|tweet|thread|outline)|make it (?:into )?(?:a |an )(?:linkedin |instagram |facebook |blog )?(?:tweet|thread|post|caption|email|newsletter|summary)|(?:but |now )?for (?:linkedin|instagram|twitter|x|facebook|tiktok|youtube|an email|a newsletter|a blog)|(?:make|turn|write|do|create) (?:me )?(?:a |an )?(?:linkedin |instagram |facebook |blog )?(?:tweet|thread|post|caption|email|newsletter|summary|tiktok script|video script) (?:out of|from|based on|about) (?:it|this|that)|turn (?:it|this|that) into (?:a |an )?(?:linkedin |instagram |facebook |blog )?(?:tweet|thread|post|caption|email|newsletter|summary|script)(?: for (?:my|our|the) [a-z]+)?",
  },
  followUpEdits:
    "make it (?!a |an |the )[a-z]+|(?:add|put|include|insert|use) [^.?\\n]{1,40} (?:to it|in it|at the end|at the start|at the beginning)|(?:add|put|use) (?:some |more |a few |fewer |less )?(?:emojis|hashtags|examples|jokes|bullet points|a title|a heading|a subject line|a call to action|a cta|a closing line|a summary)|(?:remove|delete|take out|cut|drop|leave out)(?: the| all the)? (?:part|bit|lines?|sentences?|paragraphs?|section|mention|emojis|hashtags|jokes)|change the (?:title|ending|beginning|start|name|tone|first line|last line|subject)|give it (?:a|an|more|less) |put it in |turn it into |(?:don'?t|do not) (?:mention|use|include) ",
  followUpFillers: 'explain it|make it sound|sound|make it|make this|do it|write it|now|please|pls|plz|but|and|also|a bit|a little|a lot|much|way|even|slightly|can you|could you|ok|okay|thanks|thank you|it|this',
  // "to finish my thesis" is work to plan, no talk to open or close.
  occasionOpeners: 'to (?:open|start|begin|kick off|close|end|finish|warm up) (?:my|the|our|a|an)(?! (?:[a-z-]+ )?(?:thesis|dissertation|capstone|degree|phd|master\'?s)(?![a-z]))',
  framingOpeners: 'give me|tell me|write|recommend|suggest|explain|list|name|show me|find me',
  functionWords: 'the an of to in on at for with by from and or is are was were it its this that these those my your our their his her you we they i some any about into than very more most also what how which who when where can could would will should do does have has not',
  schoolReaders: '(?:for|to) (?:my|our) (?:[a-z]+ )?(?:class|classmates|teacher|professor|course|school|homework|assignment|seminar)',
  sectionTags: 'role|persona|task|instructions?|context|background|constraints|rules|requirements|format|output|output_format|tone|style|audience|examples?|goal|objective',
  partsAsked: '(?:\\d+|two|three|four) (?:things|parts|deliverables)',
  partOpeners: 'an?|the|some|my|our|its|one|\\d+',
  pairedParts: 'summary|abstract|names?|slogans?|taglines?|titles?|subtitles?|descriptions?|subject lines?|body|headlines?|bios?|captions?|hashtags|ctas?|calls? to action|hooks?|meta descriptions?|logo ideas?|mottos?|colou?r palettes?|colou?r schemes?|fonts?|mission statements?',
  emailPurposes: {
    payment:
      "(?:unpaid|overdue|outstanding|late|past[- ]due) (?:invoices?|payments?|bills?)|invoices?[^.\\n]{0,30}?(?:unpaid|overdue|outstanding|past due)|chas(?:e|ing) (?:up )?(?:an? |the |my )?(?:invoice|payment)s?(?![a-z])|(?:payment|invoice) reminders?|(?:hasn'?t|has not|haven'?t|have not) paid|owes? (?:me|us) (?:money|\\$|€|£|\\d)",
    followUp: "follow(?:ing)?[- ]?up|checking in on|(?:a |gentle |friendly )?reminder|nudge",
    farewell: "(?:farewell|goodbye) (?:e-?mails?|messages?|notes?)|e-?mails? (?:to )?say(?:ing)? goodbye|say(?:ing)? goodbye to (?:my|the|our)|leaving (?:the company|my job|the team|the firm)|(?:my )?last day (?:is|at|will be)|after \\d+ years? (?:at|with|here)",
    decline: "(?:declin(?:e|ing)|turn(?:ing)? down|say(?:ing)? no to|reject(?:ing)?) (?:an? |the |their |your |his |her |this |that )?(?:[a-z-]+ ){0,2}?(?:offers?|invitations?|invites?|proposals?|requests?|job|position|role|meeting)(?![a-z])",
    thanks: 'thank[- ]you (?:e-?mails?|notes?)|e-?mails? (?:to )?thank(?:ing)?|to thank|thanking',
    announcement: "(?:rais(?:e|ing)|increas(?:e|ing)) (?:our |my |the )?(?:prices|rates|fees)|(?:price|rate|fee) (?:increase|rise|hike)s?|announc(?:e|es|ing|ement)|(?:about|on) (?:the|our) new (?:[a-z]+ ){0,2}(?:policy|process|schedule|hours|system|tool|rules?|office|procedure)|introduc(?:e|ing) (?:our|my|the) new|launch(?:es|ing)?|we(?:'re| are) (?:moving|changing|closing|opening|rebranding)",
  },
  requestOpeners:
    "write|create|make|generate|give me|draft|act as|you are|explain|summari[sz]e|translate|list|plan|design|help me|i need|i want|can you|could you|please write",
  promptWrapper:
    "(?:improv[a-z]*|imporve|optimi[sz][a-z]*|fix(?:ing)?|rewrit[a-z]*|re-?write|enhanc[a-z]*|polish[a-z]*|refin[a-z]*|tweak[a-z]*|upgrade|make)(?: [a-z']+){0,2}? (?:this|my|the|following) (?:prompts?|promts?|propmts?)|(?:this|my|the following|here'?s (?:my|the|a)|here is (?:my|the|a)|i have this|i wrote this) (?:prompts?|promts?|propmts?)[,.;:]?(?: [a-z']+){0,3}? (?:improv[a-z]*|imporve|optimi[sz][a-z]*|fix|rewrite|enhance|polish|refine|tweak|better)",
  elementWords: {
    role: 'you are an?|you are the|you\\S?re an?|act as|acting as|act like(?= (?:an?|the|my) )|pretend (?:to be|you are)|imagine you are|as an? (?:expert|specialist|seasoned)',
    rolePossessive: 'your',
    roleNoun: 'role',
    roleIs: 'is|will be',
    audience:
      'for (?:someone|a person|people|anyone) who|(?:to|for) (?:a |an |my |our )?non[- ]?(?:technical|tech|expert|specialist)|for (?:beginners|kids|children|students|experts|professionals|executives|customers|clients|businesses|people|adults|teens|teenagers|seniors|parents|teachers|readers|users|followers|subscribers|employees|developers|managers|patients|investors|my (?:audience|followers|team)|a general audience|non-experts)|aimed at|target(?:ed)? (?:audience|at|readers)|audience|readers who|(?:i.?m|i am|aged?) \\d{1,2}(?: (?:and|to) \\d{1,2})?(?= |,|\\.|$)|\\d{1,2}[- ]years?[- ]olds?|(?:an? )?(?:adult |complete |total )?beginners?|\\d{1,2}(?:st|nd|rd|th) grade(?:rs)?|grade \\d{1,2}|(?:high|middle|elementary|primary) school(?: students| class| level)?|(?:college|university) (?:students|class|level|freshmen)',
    audienceOwners: 'my|our',
    audienceChildren: 'kids|children|sons|daughters|students|pupils',
    tone:
      'tone|style|voice|friendly|polite|professional|humorous|funny|serious|persuasive|inspirational|inspiring|technical|empathetic|enthusiastic|conversational|playful|witty|educational|' +
      // A tone asked for in other words: "to sound less rude", "less salesy".
      '(?:to|it|that|and) sound|sounds? (?:less|more|like|a bit|too|so)|sounding|less (?:rude|harsh|blunt|aggressive|stiff|robotic|salesy|pushy|cold)|more (?:human|warm|natural)',
    format:
      '(?:make|write|give|create|prepare|draw up|need|want)(?: me| us)? (?:a|an|my) (?:[a-z-]+ )?list(?![a-z])|(?:as|in|into) (?:a )?(?:numbered |bulleted )?list|a list of|end (?:it |each (?:one|post|email) )?with|finish (?:it )?with|close (?:it )?with|list (?:of|with)|bullet(?: points|s)?|table|numbered|headings|sections|outline|step[- ]by[- ]step|slides|template|(?<!(?:apa|mla|chicago|harvard|ieee|vancouver) )format|in the form of',
    dataShapes: 'tables?|lists?|a list of|list of|list with',
    dataReaders: 'read|reads|parse|parses|load|loads|import|imports|open|opens|from',
    dataArticles: 'a|an|the|my|this',
    length: 'short|brief|concise|long-form|at most|no more than|under \\d+|up to \\d+|length|word count',
    lengthNumbers: 'one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|fifty|hundred',
    lengthUnits: 'words|characters|sentences|paragraphs|lines|points|bullets|items|ideas|examples|questions|seconds|minutes|slides|pages|options|variants|versions|hashtags|tweets|steps|tips|titles',
    constraints:
      "keep it|make it|ask me|don[’']t|do not|avoid|never|always|must|should|only|without|make sure|ensure|at least|constraints|requirements|include|mention",
    examples: 'e\\.g\\.|for example|for instance|examples?:|such as|like this|here is an example',
    purpose: 'because|since|so that|the goal|in order to',
    contextLabels: 'context|background',
    judgements: 'good|nice|interesting|cool',
    placeholders: 'something|stuff|things?',
    vague: 'something|stuff|things|thing|good|nice|interesting|cool|some|whatever|various|etc',
    verdictBefore: "make (?:it|them|this)|it'?s|it is|be|is|are|something|really|super|more|very|as",
    polite: 'please',
    asking: "can you|can u|could you|could u|would you|i(?:'d| would) like you to",
    taskJoiners: 'and|then',
    nearerArticles: 'the|this|my',
    nearerNotNouns: 'i|we|you',
    ownThingPrepositions: 'of|on|about',
    purposePrepositions: 'for|to use in|to put in',
    outcomeJoiners: 'so|so that|to avoid|without',
    ownThingPointers: 'this|these',
    ownThingNameStops: 'and|or|for|to|in|on|from|with|that|out|of|the|please|pls',
    describedBy: 'to\\s+[a-z]+\\s|of\\s+[a-z]+ing\\s|for\\s+(?:a|an)\\s',
    partsOpeners: 'with|including|covering',
    questionOpeners: "what|whats|what's|how|why|when|who|which|where",
    closePeople: 'wife|husband|partner|girlfriend|boyfriend|kids|children|family|friends|parents',
    listJoiners: 'and',
    aboutWords: 'for|about|regarding|(?<!based )on',
    askingAbout: 'asking (?:to|for|about|if|whether)|requesting|to (?:cancel|break|end|renew|extend|terminate|return|refund|dispute|appeal|contest)',
    selfIntroduction: "I'm|I am|Im",
    nameJoiners: 'and',
    reply: 'repl(?:y|ies)|respon(?:d|se)(?:s|ing)? to|answer (?:this|the|her|his|their|my)',
    makingVerbs: 'write|draft|make|create|compose|prepare',
    namesAsked: 'names?|naming|what to call|call it|what (?:should|could|can|do) (?:i|we) (?:call|name)',
    placePrepositions: 'in|from',
    namedAs: 'called|named',
    appositionEnds: 'and|in|for|with|which|that|who',
    mishaps: "ate|eaten|chewed(?: up)?|lost|spilled [a-z]+ (?:on|all over)|spilt [a-z]+ (?:on|all over)|deleted|broke|ruined|destroyed|tore(?: up)?|ripped(?: up)?|stole|burned|burnt|threw away|threw out",
    compoundStops:
      'and|or|for|to|in|on|at|with|about|is|are|was|were|has|have|will|can|that|which|called|named|who|where|from|near|this|next|last|today|tomorrow|asking|needs?|they|we|i|he|she|it|you|the|a|an|my|our|by|as|of|but|so|just',
    materialArticles: 'the|my|your|this|our',
    partPrepositions: 'in|on|of',
    partOwners: 'the|my|your|our',
    comingArticles: 'a|an|the|my',
    sourceArticles: 'the|my|our',
    sentArticles: 'the|my',
    timeNouns: 'month|year|week|day|quarter',
    sentNameStops: 'the',
    sentToYou: "(?:that |which )?i(?:'ll| will| am|'m) (?:paste|send|share|attach|pasting|sending|sharing|attaching)|(?:that |which )?i (?:just )?(?:sent|pasted|shared|attached|uploaded|got|received)",
    recordingArticles: 'the',
    materialNameStops: 'and|or|to|for|with',
    namingFor: 'for|name|call',
    namingArticles: 'my|our|the|a|an',
    fictionalFor: 'for|name',
    fictionalArticles: 'my|our|the|a|an|some',
    builtFrom: 'use|turn|from|in',
    revisionLeads: 'can you|can u|could you|could u|please|pls|plz',
    revisionWants: "i want to|i need to|i'd like to|help me",
    revisionVerbs: 'improve|fix|rewrite|paraphrase|reword|rephrase|edit|proofread|polish|correct|shorten|tighten|check (?:over )?(?:my|this|our|the above|the following|the (?:wording|grammar|spelling|tone|flow|punctuation) (?:of|in))|go over (?:my|this|our)|make (?:the above|the following|this|my|it)(?![a-z])',
    answerShape: '(?:answer|reply|respond|output|return)(?: only)? with (?:the|a|one|just)|(?:label|word|number|letter|emoji) only|only (?:the|a|one) (?:label|word|number|line|letter)',
    ofWords: 'of',
    ofThe: 'of the',
    definiteArticles: 'the',
    partOfArticles: 'the|my|your|our|this',
    betweenPrepositions: 'of|in|from',
    betweenArticles: 'my|the|this|your',
    notCounted: 'years?|old|dollars?',
    countAsks: 'give me|generate|suggest|write|create|list|brainstorm|what are|which are',
    countFillers: 'some|the',
    countQualities: 'best|most common|top|main|typical|good',
    countTopics: 'interview|job|exam',
    countNouns: 'titles|names|questions|examples|tips|topics|quotes|hashtags|options|slogans',
    ownedAdjectives: 'new|small|own|little|online|local',
    ownedHeads: 'shop|store|business|agency|company|restaurant|brand|app|online',
    providerNouns: '(?:insurance|health insurance|car insurance|phone|cell ?phone|mobile|internet|cable|electric(?:ity)?|gas|water|energy|utility|power|credit card) (?:company|provider|carrier)',
    compoundEndings: 'ing|ed',
    workNameStops: 'below|above|attached|i|that|which|pasted',
    taskVerbs: [
      'recommend[a-zà-ÿ]*',
      'write',
      'give',
      'make',
      'draft',
      'summari[sz]e',
      'translate',
      'explain',
      'analy[sz]e',
      'propose',
      'design',
      'prepare',
      'describe',
      'compare',
      'help',
      'i need',
      'i want',
      'suggest',
      'develop',
      'review',
      'fix',
      'improve',
      'calculate',
      'plan',
      'organi[sz]e',
      'convert',
      'turn',
      'transform[a-zà-ÿ]*',
      'identify',
      'evaluate',
      'tell me',
      'provide',
      'brainstorm',
      'outline',
      'find',
      'build',
      'rewrite',
      'classify',
      'categori[sz]e',
      'extract',
      'label',
      'detect',
      'check',
      'answer',
      // As people type it: "sumarize".
      'sum+ari[sz]e',
      'need',
      'your task',
      'task',
      'create',
      'generate',
      'list',
    ].join('|'),
  },
  shapeWords: {
    thesis: 'thesis|dissertation|capstone|tfg',
    abstract: 'abstracts?',
    pairJoiners: 'and',
    thread: 'thread',
    naming: 'names?|naming|call it',
    single: 'one|a|an',
    description: 'descriptions?',
    profileText: 'about section',
    episodes: 'episodes?',
    raise: 'raise|pay rise|salary',
    targetLanguage: '(?:to|into|in) (?:(?:more )?(?:formal|informal|casual|professional|plain|simple|everyday) )?(?:english|spanish|french|german|italian|portuguese|catalan|chinese|japanese)',
    formatCountNumbers: 'one|two|three|four|five',
    formatCountRangeEnds: 'two|three|five',
    formatCountUnits: 'bullet points|bullets|paragraphs|points|sentences|lines',
    rangeJoiners: 'to|or',
    smallSizeUnits: 'characters|chars|words|sentences|lines',
    tweets: 'tweets?',
    tables: 'tables?',
    roleOrShape: 'you are|act as|tone|words|length|format|table|columns|numbered list',
    secondUnits: 'seconds?|secs?',
    minuteUnits: 'minutes?|mins?',
    hourUnits: 'hours?',
    longerPeriods: 'days?|weeks?|months?|daily|weekly',
    negations: "without|avoid|never|don't|do not",
    criteriaIntro: 'on|by|in terms of',
  },
};


export const en = { prompt, reader, words };
