import {
  CONVERTIBLE_QUOTATION_STATUSES,
  formatMoney,
  notFoundText,
  toStoredDateTime,
  type ContractQuotationStatus,
} from '@cmms/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { failure, success } from '../../http/envelope.js';
import { registerAction } from '../../http/register-action.js';
import { forbiddenReply } from '../../http/parse-body.js';

export const CONTRACT_MONEY_TEXT = {
  notConvertible: 'Only a sent or accepted quotation can become a contract.',
  alreadyConverted: (name: string) => `This quotation has already become the contract ${name}.`,
  converted: 'The quotation became a draft contract.',
  onlyDraftIssued: 'Only a draft invoice can be issued.',
  noLines: 'An invoice needs at least one line to be issued.',
  issued: 'The invoice was issued.',
  onlyIssuedPaid: 'Only an issued or overdue invoice can be paid.',
  paid: 'The invoice was marked as paid.',
  onlyOpenVoided: 'Only a draft or issued invoice can be voided.',
  voided: 'The invoice was voided.',
} as const;

/**
 * `POST /contract-quotations/{id}/convert` and `POST /contract-invoices/{id}/issue|pay|void`: the moves
 * of the money documents, each through its resource's writer (hooks and the action log included).
 */
export function registerContractMoney(app: FastifyInstance): void {
  const { sqlite } = app.ctx.conn;
  const quotations = app.ctx.engine.resource('contractquotations');
  const invoices = app.ctx.engine.resource('contractinvoices');
  const contracts = app.ctx.engine.resource('contracts');

  registerAction(app, 'contractquotations.convert', async ({ params, request, reply }) => {
    const quotation = quotations.repo.find(params.id);
    if (!quotation) return failure(notFoundText(quotations.r));
    // A contract is written too: the caller must be allowed to create one.
    if (!request.principal?.ability.can('create', contracts.r.permission)) return forbiddenReply(reply);
    const existing = sqlite
      .prepare('SELECT name FROM contracts WHERE quotation_id = ? AND deleted_at IS NULL ORDER BY id DESC')
      .pluck()
      .get(quotation.id) as string | undefined;
    if (existing !== undefined) return failure({ quotation: [CONTRACT_MONEY_TEXT.alreadyConverted(existing)] });
    if (!CONVERTIBLE_QUOTATION_STATUSES.includes(quotation.status as ContractQuotationStatus))
      return failure({ status: [CONTRACT_MONEY_TEXT.notConvertible] });
    const draft = sqlite
      .prepare(
        "SELECT id FROM contract_statuses WHERE state = 'draft' ORDER BY is_default DESC, sort_order, id LIMIT 1",
      )
      .pluck()
      .get() as number | undefined;
    const checked = contracts.writer.validate(
      request,
      {
        name: quotation.title,
        party_type: 'customer',
        customer_id: quotation.customer_id,
        quotation_id: quotation.id,
        quotation_amount: formatMoney(Number(quotation.total_fils)),
        ...(draft !== undefined ? { status_id: draft } : {}),
      },
      'create',
    );
    if (!checked.ok) return failure(checked.messages);
    const id = sqlite.transaction(() => {
      const contractId = contracts.writer.create(request, checked.values, `From quotation ${String(quotation.number)}`);
      if (quotation.status !== 'accepted') quotations.writer.update(request, quotation, { status: 'accepted' });
      return contractId;
    })();
    return success(CONTRACT_MONEY_TEXT.converted, contracts.presentOne(contracts.repo.find(id)!, request.principal));
  });

  /** One move of an invoice: refused with `refusal` unless its stored status is in `from`. */
  const move =
    (from: readonly string[], refusal: string, to: string, done: string, extra?: (request: FastifyRequest) => object) =>
    async ({ params, request }: { params: { id: number }; request: FastifyRequest }) => {
      const invoice = invoices.repo.find(params.id);
      if (!invoice) return failure(notFoundText(invoices.r));
      if (!from.includes(invoice.status as string)) return failure({ status: [refusal] });
      if (to === 'issued') {
        const lines = sqlite
          .prepare('SELECT count(*) FROM contract_invoice_lines WHERE invoice_id = ?')
          .pluck()
          .get(invoice.id) as number;
        if (lines === 0) return failure({ lines: [CONTRACT_MONEY_TEXT.noLines] });
      }
      invoices.writer.update(request, invoice, { status: to, ...extra?.(request) });
      return success(done, invoices.presentOne(invoices.repo.find(invoice.id)!, request.principal));
    };

  registerAction(
    app,
    'contractinvoices.issue',
    move(['draft'], CONTRACT_MONEY_TEXT.onlyDraftIssued, 'issued', CONTRACT_MONEY_TEXT.issued),
  );
  registerAction(
    app,
    'contractinvoices.pay',
    // Overdue is an issued invoice past its due date: stored as issued.
    move(['issued'], CONTRACT_MONEY_TEXT.onlyIssuedPaid, 'paid', CONTRACT_MONEY_TEXT.paid, (request) => ({
      paid_at: toStoredDateTime(request.server.ctx.clock()),
    })),
  );
  registerAction(
    app,
    'contractinvoices.void',
    move(['draft', 'issued'], CONTRACT_MONEY_TEXT.onlyOpenVoided, 'void', CONTRACT_MONEY_TEXT.voided),
  );
}
