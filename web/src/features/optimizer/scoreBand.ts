/** The complexity score bands (0-10), best first (docs/behaviour.md, The optimizer). */
export type ScoreBand = 'excellent' | 'good' | 'acceptable' | 'needsWork';

export function scoreBand(score: number): ScoreBand {
  if (score >= 8) return 'excellent';
  if (score >= 6) return 'good';
  if (score >= 4) return 'acceptable';
  return 'needsWork';
}

/** Green for the two good bands, amber for 'Aceptable', red for 'Necesita Mejoras'. */
export type BandColour = 'green' | 'amber' | 'red';

export function bandColour(band: ScoreBand): BandColour {
  if (band === 'acceptable') return 'amber';
  if (band === 'needsWork') return 'red';
  return 'green';
}
