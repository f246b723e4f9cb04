/**
 * Who acts first. The Roll & Keep text (000) sets no order of action; our reading, as the README says: each
 * combatant rolls a d10 and adds their Finesse rating (ties: the tracker's own order), so quicker characters tend to act first. Roll data
 * carries each attribute by name (`@finesse`).
 */
export const RK_INITIATIVE_FORMULA = "1d10 + @finesse";
