export { messageArguments } from './message-arguments.js';
export { unmarkedTexts } from './unmarked-texts.js';
