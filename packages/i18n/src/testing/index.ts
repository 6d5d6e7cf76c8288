export { messageArguments } from './message-arguments.js';
