/** The API contract shared by the server and the app: schemas, the error catalogue and business constants. */
export * from './locales';
export * from './constants';
export * from './channels';
export * from './http';
export * from './errors';
export * from './form';
export * from './avatars';
export * from './nicknames';
export * from './user';
export * from './character';
export * from './attempt';
export * from './report';
export * from './open';
export * from './custom-course';
export * from './notebook';
export * from './adaptive';
export * from './api';
