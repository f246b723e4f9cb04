/** The roller the dice-room tests act for. */
import { GM, castOwnership, harness } from "../harness/foundry.js";

/** The GM creates the hero (players may not create actors); the player owns it; then the roller acts. */
export async function heroFor(user: typeof GM): Promise<Actor.Implementation> {
  harness.actAs(GM);
  const actor = (await Actor.create({ name: "Hero", type: "base", ownership: castOwnership() } as never)) as unknown as Actor.Implementation;
  harness.actAs(user);
  return actor;
}
