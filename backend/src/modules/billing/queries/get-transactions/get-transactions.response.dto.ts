import { ApiProperty } from '@nestjs/swagger';
import { Pagination } from '../../../../platform/http/pagination.dto';
import { TransactionDto } from '../../http/transaction.response.dto';

export class PaymentSummary {
  @ApiProperty({ description: 'Every payment of the caller, US dollars', example: 529.97 })
  total_spent!: number;

  @ApiProperty({ description: 'Credit purchases (listing_fee payments)', example: 2 })
  credit_purchase_count!: number;

  @ApiProperty({ description: 'Credits bought or allocated by those payments', example: 103 })
  credits_purchased!: number;
}

export class TransactionsPage {
  @ApiProperty({ type: [TransactionDto] })
  transactions!: TransactionDto[];

  @ApiProperty({ type: Pagination })
  pagination!: Pagination;

  @ApiProperty({ type: PaymentSummary })
  summary!: PaymentSummary;
}
