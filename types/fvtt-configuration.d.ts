/**
 * What Anthology tells fvtt-types about its own configuration, by the declaration merging fvtt-types documents in
 * its `configuration` module: the document classes set on CONFIG at init (module/anthology.ts).
 */
import type { AnthologyActor } from "../module/core/documents/actor.js";
import type { AnthologyItem } from "../module/core/documents/item.js";

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface DocumentClassConfig {
    Actor: typeof AnthologyActor;
    Item: typeof AnthologyItem;
  }

  /**
   * The `anthology` flag scope the system writes (Document#flags, https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#flags):
   * on actors the one-time card actions used (`spentCards`), on messages core's own markers beside a card type
   * (a roll answering a GM request) and the cards of a ruleset without a card type. Values read from flags are still
   * checked where they are read: a flag is whatever a client wrote.
   */
  interface FlagConfig {
    Actor: { anthology?: Record<string, unknown> };
    ChatMessage: { anthology?: Record<string, unknown> };
  }
}
