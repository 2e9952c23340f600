/**
 * A farm or a zoo gone to for its animals, all of them ('A trip to the farm to see the baby animals', 'Going to the
 * zoo to see the animals'), read as the day there ('A trip to the farm'): seeing the animals is what the day is, never a
 * lesson on where bread comes from nor a wish 'to go to the zoo to see the animals'. One kind named ('to see the
 * lions') is kept: the day hopes to see it.
 */
const FOR_THE_ANIMALS =
  /^(.*\b(?:trip|day|visit|outing|going|go|goes|went)\s+to\s+(?:the|a)\s+(?:farm|zoo|petting\s+zoo|city\s+farm))\s+to\s+(?:see|meet|feed|visit|pet|stroke)\s+(?:all\s+)?the\s+(?:baby\s+|farm\s+|zoo\s+|little\s+)?animals[.!]?$/iu;

export const animalsOutingLeads = (idea: string): string => FOR_THE_ANIMALS.exec(idea.trim())?.[1] ?? idea;
