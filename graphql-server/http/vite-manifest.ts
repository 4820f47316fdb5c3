/** Vite's build manifest (dist/web/.vite/manifest.json): each source module's output chunk and static imports. */
export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  /** The stylesheets the chunk's modules import. */
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** `keys` and everything they import statically, as output files. */
export function staticClosure(manifest: ViteManifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}
