/**
 * Every test file starts with the engine loaded whole, as the server loads it: the parser's lexicon is shared, and
 * what one part teaches it (the story writer's topic words) changes how another part reads (the quiz maker's).
 */
import '../index.js';
