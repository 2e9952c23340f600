import { pastOf, gerundOf } from './src/language/index.js';
console.log(['gallop','hop','slide','trot','swim','fly','scurry','waddle','slither','stomp','plod','roll'].map(w => `${w}:${pastOf(w)}:${gerundOf(w)}`).join(' '));
