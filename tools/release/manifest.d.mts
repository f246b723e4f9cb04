/** Types of manifest.mjs for the tests that import it (tools/*.mjs run in plain Node). */
export function releaseUrls(url: string, tag: string | null): { manifest: string; download: string };
export function releasedManifest<T extends { version: string; url: string }>(manifest: T, tag: string | null): T & { manifest: string; download: string };
export function foldChangelog(text: string, version: string): string;
export function versionNotes(text: string, version: string): string;
