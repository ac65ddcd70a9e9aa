export { mergeUnlocked } from '../../engine';
