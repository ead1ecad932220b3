/**
 * Types for `netlify-redirector` (Netlify's redirect engine as WebAssembly, the one `netlify dev` runs), which ships
 * JavaScript only: what the redirect tests call of it.
 */
declare module 'netlify-redirector' {
  /** A request as the engine reads it. */
  interface Request {
    scheme: string;
    host: string;
    path: string;
    query: string;
    getHeader: (name: string) => string;
    getCookie: (name: string) => string;
  }
  /** The rule that answers: its destination with placeholders filled, its status, and whether it is forced. */
  interface Match {
    from: string;
    to: string;
    status: number;
    force: boolean;
  }
  interface Matcher {
    match: (request: Request) => Match | null;
  }
  const redirector: {
    /** Reads rules as `@netlify/redirect-parser` gives them. */
    parseJSON: (rules: string, options: object) => Promise<Matcher>;
  };
  export default redirector;
}
