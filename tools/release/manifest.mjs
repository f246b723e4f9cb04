/**
 * The manifest a release ships: committed system.json names no release, so its `download` points at the latest
 * release; a build for a tag (ANTHOLOGY_RELEASE_TAG=v<version>, set by .github/workflows/release.yml from the pushed
 * tag) pins `download` to that tag's zip. Nothing commits URLs (issue: "a release anyone can install").
 */

/** The manifest and download URLs of the repository `url` for `tag` ("v1.2.3"), or for the latest release. */
export function releaseUrls(url, tag) {
  return {
    manifest: `${url}/releases/latest/download/system.json`,
    download: tag ? `${url}/releases/download/${tag}/anthology.zip` : `${url}/releases/latest/download/anthology.zip`,
  };
}

/** system.json as released for `tag`; refuses a tag that is not v<the manifest's version>. */
export function releasedManifest(manifest, tag) {
  if (tag && tag !== `v${manifest.version}`) {
    throw new Error(`The tag ${tag} does not match system.json's version ${manifest.version} (run npm run version:bump -- <version>).`);
  }
  return { ...manifest, ...releaseUrls(manifest.url, tag) };
}

/** CHANGELOG.md with its "## Unreleased" section folded into "## <version>" and a new empty Unreleased above it. */
export function foldChangelog(text, version) {
  if (text.includes(`\n## ${version}\n`)) return text;
  if (!text.includes("\n## Unreleased\n")) return text.replace("# Changelog\n", `# Changelog\n\n## Unreleased\n\n## ${version}\n`);
  return text.replace("\n## Unreleased\n", `\n## Unreleased\n\n## ${version}\n`);
}

/** The notes of one version: the lines under "## <version>" up to the next heading of that level. */
export function versionNotes(text, version) {
  const start = text.indexOf(`\n## ${version}\n`);
  if (start < 0) return "";
  const body = text.slice(start + `\n## ${version}\n`.length);
  const end = body.search(/\n## /);
  return (end < 0 ? body : body.slice(0, end)).trim();
}
