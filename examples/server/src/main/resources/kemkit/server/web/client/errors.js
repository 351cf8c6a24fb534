// Compiled from examples/ts-client/src by tsc (npm run build && npm run page): do not edit.
/** Every error this client throws: a `code` to switch on and the server's sentence. */
export class KemkitError extends Error {
    code;
    constructor(code, message) {
        super(message);
        this.name = new.target.name;
        this.code = code;
    }
}
/**
 * The rules refused a move (C-5): nothing changed. `code` is the §R code (`NOT_YOUR_TURN`), `rule`
 * the id of the rule the move broke (`K-8`, `H-7`, or `§R`).
 */
export class RejectedError extends KemkitError {
    rule;
    /** the refused move as a record line */
    line;
    rejection;
    /**
     * the sentence for the seat that acted, in the second person ("you are not the dealer: …"):
     * the one a UI shows its player; `message` is the third person, for logs (C-5)
     */
    toActor;
    constructor(rejection, line) {
        super(rejection.code, rejection.message);
        this.rule = rejection.rule;
        this.line = line;
        this.rejection = rejection;
        this.toActor = rejection.toActor ?? rejection.message;
    }
}
/** The web table answered `error`: a code (`not-yours`, `malformed`, `rate`…) and a sentence. */
export class TableError extends KemkitError {
}
/** `serve --stdio` answered `ok: false`: the request was not understood; `field` names where. */
export class ProtocolError extends KemkitError {
    /** the JSON path of the field at fault (`$.line`, `$` for the whole line) */
    field;
    constructor(field, message) {
        super('protocol', message);
        this.field = field;
    }
}
/**
 * The connection ended before an answer came: `lost` (the move may or may not have been applied:
 * the next update says), `closed`, `timeout` or `exited` (the child process ended).
 */
export class ConnectionError extends KemkitError {
}
