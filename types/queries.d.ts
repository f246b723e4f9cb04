/**
 * Anthology's entries in v13 `CONFIG.queries` (https://foundryvtt.com/api/v14/variables/CONFIG.queries.html), so
 * `User#query` (https://foundryvtt.com/api/v13/classes/foundry.documents.User.html#query) types their data and answer.
 */
import type { RelayAnswer, RelayRequest } from "../module/core/chat/relay.js";
import type { RequestResultAnswer, RequestResultQuery } from "../module/core/requests/answer.js";
import type { GmMojoFlipQuery } from "../module/rulesets/gods-monsters/rolls/mojo-bid.js";

declare global {
  namespace CONFIG {
    interface Queries {
      "anthology.relayChatAction": (data: RelayRequest) => Promise<RelayAnswer>;
      "anthology.rollRequestResult": (data: RequestResultQuery) => Promise<RequestResultAnswer>;
      "anthology.gmMojoFlip": (data: GmMojoFlipQuery) => Promise<{ ok: boolean }>;
    }
  }
}
