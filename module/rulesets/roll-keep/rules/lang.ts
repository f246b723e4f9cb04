/** The prefix of every Roll & Keep localization key (`lang/parts/roll-keep.json`). */
export const RK_LANG = "ANTHOLOGY.RollKeep";
