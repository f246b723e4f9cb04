/**
 * Roll & Keep world settings: the colour each attribute draws its kept dice from. The default is documented in
 * `rules/attributes.ts` (the text fixes Cunning → black and Intelligence → blue); a GM edits the links in a
 * settings menu (`apps/colour-links-config.ts`).
 */
import { SYSTEM_ID } from "../../core/settings.js";
import { RK_DEFAULT_COLOUR_LINKS, rkColourLinks, type RkColourLinks } from "./rules/attributes.js";
import { RK_DEFAULT_WOUND_TRACK, RK_WOUND_TRACKS, isRkWoundTrack, type RkWoundTrack } from "./rules/wounds.js";

export const RK_LINKS_SETTING = "rkColourLinks";
/** The world's wound track, a table option (rules/wounds.ts): none, simple (the default) or L5R-style levels. */
export const RK_WOUND_TRACK_SETTING = "rkWoundTrack";

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface SettingConfig {
    "anthology.rkColourLinks": RkColourLinks;
    "anthology.rkWoundTrack": string;
  }
}

type Settings = {
  get(ns: string, key: string): unknown;
  register(ns: string, key: string, config: Record<string, unknown>): void;
  registerMenu(ns: string, key: string, config: Record<string, unknown>): void;
};

function settings(): Settings | undefined {
  return (globalThis as { game?: { settings?: Settings } }).game?.settings;
}

/** The world's links, cleaned; the defaults when the setting is missing or unreadable. Never throws. */
export function rkWorldColourLinks(): RkColourLinks {
  try {
    return rkColourLinks(settings()?.get(SYSTEM_ID, RK_LINKS_SETTING));
  } catch {
    return rkColourLinks(undefined);
  }
}

/** The world's wound track; the default when the setting is missing or holds something else. Never throws. */
export function rkWorldWoundTrack(): RkWoundTrack {
  try {
    const value = settings()?.get(SYSTEM_ID, RK_WOUND_TRACK_SETTING);
    return isRkWoundTrack(value) ? value : RK_DEFAULT_WOUND_TRACK;
  } catch {
    return RK_DEFAULT_WOUND_TRACK;
  }
}

/**
 * Every actor whose pools the links decide: the world actors, and the synthetic actor of each unlinked token
 * (`actorLink: false`) on every scene. v13 keeps those outside `game.actors`: `TokenDocument#actor` is the token's own
 * actor built from its ActorDelta (client/documents/token.mjs), reached through `game.scenes` → `scene.tokens`. A
 * linked token's actor is the world actor, already in the list.
 */
export function rkActorsToRefresh(): Actor.Implementation[] {
  const actors = [...((game.actors?.contents ?? []) as Actor.Implementation[])];
  const scenes = (game as { scenes?: Iterable<{ tokens?: Iterable<{ actorLink?: boolean; actor?: Actor.Implementation | null }> }> }).scenes ?? [];
  for (const scene of scenes) {
    for (const token of scene.tokens ?? []) {
      if (token.actorLink === false && token.actor) actors.push(token.actor);
    }
  }
  return actors;
}

/** Re-prepares Roll & Keep actors (their pools depend on the links) and redraws their open sheets. */
export function refreshActors(): void {
  for (const actor of rkActorsToRefresh()) {
    const type = actor.type as string;
    if (type !== "rkCharacter" && type !== "rkNpc") continue;
    actor.prepareData();
    void actor.sheet?.render(false);
  }
}

/**
 * The room's world settings. `onWoundTrackChange` is the wound flow's answer to a new track (flows/wounds.ts
 * `rkOnWoundTrackChange`, passed by ruleset.ts so this file imports no flow); by default actors are prepared again.
 */
export function registerRkSettings(menu: unknown, active = true, onWoundTrackChange: () => void = refreshActors): void {
  const s = settings();
  if (!s) return;
  s.register(SYSTEM_ID, RK_LINKS_SETTING, {
    name: "ANTHOLOGY.RollKeep.Settings.Links.Name",
    hint: "ANTHOLOGY.RollKeep.Settings.Links.Hint",
    scope: "world",
    config: false,
    type: Object,
    default: { ...RK_DEFAULT_COLOUR_LINKS },
    onChange: refreshActors,
  });
  // A table option (README "Table options"): the GM picks it in the system's settings; every actor's track follows.
  s.register(SYSTEM_ID, RK_WOUND_TRACK_SETTING, {
    name: "ANTHOLOGY.RollKeep.Settings.Wounds.Name",
    hint: "ANTHOLOGY.RollKeep.Settings.Wounds.Hint",
    scope: "world",
    config: active,
    type: String,
    choices: Object.fromEntries(RK_WOUND_TRACKS.map((t) => [t, `ANTHOLOGY.RollKeep.Settings.Wounds.${t}`])),
    default: RK_DEFAULT_WOUND_TRACK,
    onChange: onWoundTrackChange,
  });
  // The menu belongs to Roll & Keep worlds only (a world shows its own ruleset's settings).
  if (!active) return;
  s.registerMenu(SYSTEM_ID, `${RK_LINKS_SETTING}Menu`, {
    name: "ANTHOLOGY.RollKeep.Settings.Links.Name",
    label: "ANTHOLOGY.RollKeep.Settings.Links.Label",
    hint: "ANTHOLOGY.RollKeep.Settings.Links.Hint",
    icon: "fa-solid fa-palette",
    type: menu,
    restricted: true,
  });
}
