/**
 * The glossary's noun in identifiers (docs/ARCHITECTURE.md, "Glossary"): one way of paying for an
 * order is a payment in code. "Transaction" stays where someone else chose it:
 * - snake_case names, which are wire fields or columns the specification or Midtrans fixed
 *   (`transaction_status`, `successful_transactions`);
 * - the plain keys `transaction` and `transactions` of an object or a member, which are wire
 *   fields (`detail.transaction`, `{ transactions: [...] }`) or TypeORM's `manager.transaction()`;
 * - Midtrans's own record of a payment, said as such (`SnapTransactionRequest`,
 *   `ProviderTransaction`, `providerTransactionId`, `transactionStatus`);
 * - a database transaction (`inTransaction`, a QueryRunner's `isTransactionActive`).
 * The Midtrans client's folder and the simulator, which speak Midtrans's words throughout, are left
 * out in the config.
 */
const OLD_NOUN = /transaction/i;
const SNAKE_CASE = /_/;
const MIDTRANS_WORD =
  /(?:[Ss]nap|[Pp]rovider|[Mm]idtrans|[Ss]im)Transaction|[Tt]ransaction(?:Status|Id|Time|Type)/;
const DATABASE_WORD = /^(?:is|in|start|commit|rollback)Transaction/;
const WIRE_KEYS = new Set(['transaction', 'transactions']);

/** Whether the identifier names a key (of an object, a type or a member) rather than a binding. */
function isKey(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'MemberExpression') return parent.property === node && !parent.computed;
  if (
    parent.type === 'Property' ||
    parent.type === 'TSPropertySignature' ||
    parent.type === 'PropertyDefinition'
  )
    return parent.key === node && !parent.computed;
  return false;
}

export const paymentNoun = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Name a payment a payment, not a transaction (the glossary).' },
    schema: [],
    messages: {
      oldNoun:
        '"{{name}}": a payment is named "payment" in code (docs/ARCHITECTURE.md, "Glossary"); "transaction" stays on the wire, in Midtrans\'s types and for database transactions.',
    },
  },
  create(context) {
    return {
      Identifier(node) {
        const { name } = node;
        if (!OLD_NOUN.test(name) || SNAKE_CASE.test(name)) return;
        if (MIDTRANS_WORD.test(name) || DATABASE_WORD.test(name)) return;
        if (WIRE_KEYS.has(name) && isKey(node)) return;
        context.report({ node, messageId: 'oldNoun', data: { name } });
      },
    };
  },
};

export default { rules: { 'payment-noun': paymentNoun } };
