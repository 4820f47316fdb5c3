/**
 * The optimizer's option catalog: the values sent to the API are English; each screen
 * shows its own translated label. The server validates against the same lists.
 */
export const taskTypes = ['Content Creation', 'Research', 'Brainstorming', 'Summarization', 'Data Analysis', 'Translation', 'Coding', 'Copywriting', 'Email Writing', 'Creative Writing'] as const;
export const sectors = ['Marketing', 'Education', 'Technology', 'Finance', 'Healthcare', 'E-commerce', 'Legal', 'Entertainment', 'Science', 'Travel'] as const;
export const channels = ['Blog', 'Social Media', 'Email', 'Website', 'Presentation', 'Video Script', 'Podcast', 'Academic Paper', 'Report', 'Internal Document'] as const;
export const detailLevels = ['Low', 'Medium', 'High'] as const;
export const audiences = ['General', 'Professionals', 'Students', 'Executives', 'Beginners', 'Experts', 'Children', 'Seniors', 'Customers', 'Businesses'] as const;
export const customTones = ['Formal', 'Casual', 'Technical', 'Friendly', 'Professional', 'Authoritative', 'Persuasive', 'Inspirational', 'Humorous', 'Serious'] as const;

/** The Optimize-with-AI dialog's options (opened from a prompt card). */
export const platforms = ['TikTok', 'YouTube Shorts', 'Instagram Reels', 'LinkedIn', 'Facebook'] as const;
export const dialogTones = ['Casual', 'Professional', 'Humorous', 'Inspirational', 'Educational'] as const;

export type TaskType = (typeof taskTypes)[number];
export type Sector = (typeof sectors)[number];
export type Channel = (typeof channels)[number];
export type DetailLevel = (typeof detailLevels)[number];
export type Audience = (typeof audiences)[number];
export type CustomTone = (typeof customTones)[number];
export type Platform = (typeof platforms)[number];
export type DialogTone = (typeof dialogTones)[number];

/** The optimizer page's options; taskType, sector and channel have no default (the user may leave them unset). */
export interface PageOptions {
  kind: 'page';
  taskType?: TaskType;
  sector?: Sector;
  channel?: Channel;
  detailLevel: DetailLevel;
  audience: Audience;
  customTone?: CustomTone;
}

/** The Optimize-with-AI dialog's options. */
export interface DialogOptions {
  kind: 'dialog';
  platform: Platform;
  tone: DialogTone;
}

export type OptimizeOptions = PageOptions | DialogOptions;

export const defaultPageOptions: PageOptions = { kind: 'page', detailLevel: 'Medium', audience: 'General' };
export const defaultDialogOptions: DialogOptions = { kind: 'dialog', platform: 'TikTok', tone: 'Casual' };
