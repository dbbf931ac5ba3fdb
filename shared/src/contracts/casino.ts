/** /sports/casino answers and requests (issue 14). */
export {};
