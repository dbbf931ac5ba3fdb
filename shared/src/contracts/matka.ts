/** /sports/matka answers and requests (issue 14). */
export {};
