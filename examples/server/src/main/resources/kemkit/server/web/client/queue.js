// Compiled from examples/ts-client/src by tsc (npm run build && npm run page): do not edit.
// An unbounded queue read as an async iterator: what turns pushed messages into `for await`.
/** Items pushed by the client, pulled by one `for await` loop; `end()` finishes the loop. */
export class AsyncQueue {
    onReturn;
    items = [];
    waiting = [];
    ended = false;
    constructor(onReturn = () => { }) {
        this.onReturn = onReturn;
    }
    push(item) {
        if (this.ended) {
            return;
        }
        const reader = this.waiting.shift();
        if (reader) {
            reader({ value: item, done: false });
        }
        else {
            this.items.push(item);
        }
    }
    /** Ends the loop once the items already pushed are read. */
    end() {
        this.ended = true;
        for (const reader of this.waiting.splice(0)) {
            reader({ value: undefined, done: true });
        }
    }
    get size() {
        return this.items.length;
    }
    next() {
        if (this.items.length) {
            return Promise.resolve({ value: this.items.shift(), done: false });
        }
        if (this.ended) {
            return Promise.resolve({ value: undefined, done: true });
        }
        return new Promise((resolve) => this.waiting.push(resolve));
    }
    /** A `break` out of the loop: stop collecting. */
    return() {
        this.items.length = 0;
        this.end();
        this.onReturn();
        return Promise.resolve({ value: undefined, done: true });
    }
    [Symbol.asyncIterator]() {
        return this;
    }
}
