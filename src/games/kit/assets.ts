import { Assets, Spritesheet, type SpritesheetData, type Texture } from 'pixi.js';
import iconsData from '../../../sprites/icons.json';
import iconsUrl from '../../../sprites/icons.png?url';
import thunderData from '../../../sprites/thunder.json';
import thunderUrl from '../../../sprites/thunder.png?url';

/** Names of the frames in sprites/icons.png (see scripts/games/make-sprites.mjs). */
export type IconName = keyof typeof iconsData.frames;

/**
 * The games' asset bundles: `preload` (the icons every screen shows, loaded before the title screen) and
 * `game` (the thunder loop, loaded in the background while the title screen waits for the learner).
 * Sheets are built from their JSON imported as modules, because the bundler renames the PNGs.
 */
const BUNDLES = {
  preload: { name: 'keyquest-games-preload', assets: [{ alias: 'keyquest-icons', src: iconsUrl }] },
  game: { name: 'keyquest-games-play', assets: [{ alias: 'keyquest-thunder', src: thunderUrl }] },
};

let registered = false;
let iconSheet: Promise<Spritesheet> | null = null;
let thunderSheet: Promise<Spritesheet> | null = null;

/** Assets is a page-wide singleton: bundles are added once, whatever the number of games mounted. */
function register() {
  if (registered) return;
  Assets.addBundle(BUNDLES.preload.name, BUNDLES.preload.assets);
  Assets.addBundle(BUNDLES.game.name, BUNDLES.game.assets);
  registered = true;
}

async function sheetFrom(bundle: string, alias: string, data: unknown): Promise<Spritesheet> {
  const loaded = (await Assets.loadBundle(bundle)) as Record<string, Texture>;
  const texture = loaded[alias];
  if (!texture) throw new Error(`The ${bundle} bundle has no ${alias}`);
  const sheet = new Spritesheet(texture, data as SpritesheetData);
  await sheet.parse();
  return sheet;
}

/** Loads the small preload bundle (icons) and starts the rest in the background. Kept for later mounts. */
export function loadIcons(): Promise<Spritesheet> {
  register();
  iconSheet ??= sheetFrom(BUNDLES.preload.name, 'keyquest-icons', iconsData).catch((error: unknown) => {
    iconSheet = null;
    throw error;
  });
  void iconSheet.then(() => Assets.backgroundLoadBundle(BUNDLES.game.name)).catch(() => undefined);
  return iconSheet;
}

/** The thunder loop's 27 frames, once the background bundle has arrived. */
export function loadThunderFrames(): Promise<Texture[]> {
  register();
  thunderSheet ??= sheetFrom(BUNDLES.game.name, 'keyquest-thunder', thunderData).catch((error: unknown) => {
    thunderSheet = null;
    throw error;
  });
  return thunderSheet.then((sheet) => sheet.animations['thunder'] ?? []);
}
