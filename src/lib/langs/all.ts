/**
 * The registry's list: one line per language, naming its module. Adding a language is writing its
 * module (see en.ts) and adding its line here; index.ts derives every table from this list.
 */
export { default as en } from './en.js';
export { default as es } from './es.js';
export { default as ru } from './ru.js';
export { default as zh } from './zh.js';
export { default as ko } from './ko.js';
