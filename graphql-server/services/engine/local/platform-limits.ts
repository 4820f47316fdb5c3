/**
 * Each platform's limit, in characters, for the short profile text it shows (a bio, LinkedIn's headline): the one source of
 * these figures for every language's length line ("hazme una bio para tiktok" → 80).
 */
export const bioLimits = { Instagram: 150, TikTok: 80, X: 160, LinkedIn: 220, Twitch: 300 } as const;
export type BioPlatform = keyof typeof bioLimits;
/** How a request names each of those platforms (brand names, the same in every language). */
export const bioPlatformPatterns: readonly (readonly [BioPlatform, RegExp])[] = [
  ['TikTok', /(?<![a-z])tik ?tok(?![a-z])/],
  ['X', /(?<![a-z])(?:twitter|x)(?![a-z])/],
  ['Instagram', /(?<![a-z])(?:instagram|insta|ig)(?![a-z])/],
  ['LinkedIn', /(?<![a-z])linkedin(?![a-z])/],
  ['Twitch', /(?<![a-z])twitch(?![a-z])/],
];
