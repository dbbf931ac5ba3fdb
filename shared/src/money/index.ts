/** Money: one parser and one formatter for every form and every server route. */
export * from './parse';
export * from './format';
