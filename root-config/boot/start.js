// Starts the page: the root config registers and starts every application (a file, so no inline script is needed).
System.import('@khel/root-config');
