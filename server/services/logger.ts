// The little of a logger the services use, so scripts can hand them the console instead of pino.
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** For command-line scripts: messages on stderr, details as JSON. */
export const consoleLogger: Logger = {
  info: (details, message) => console.info(message, JSON.stringify(details)),
  warn: (details, message) => console.warn(message, JSON.stringify(details)),
  error: (details, message) => console.error(message, JSON.stringify(details)),
};
