import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsObject } from 'class-validator';
import { BULK_MAX_ROWS } from '../../model/listing-rules';
import {
  CategoryField,
  DescriptionField,
  DomainNameField,
  PriceField,
  RegistrarField,
} from '../../http/listing-fields';

/** One CSV row: `domain,price,registrar`, optionally `description,category`. */
export class BulkListingRow {
  @DomainNameField()
  domain!: string;

  @PriceField()
  price!: number;

  @RegistrarField()
  registrar!: string;

  @DescriptionField()
  description?: string;

  @CategoryField()
  category?: string;
}

/**
 * The rows of the seller's CSV, read in the browser. Each row is checked on its own, so the body
 * only has to be a list of objects: a bad row is reported, not a reason to refuse the upload.
 */
export class BulkListingRequest {
  @ApiProperty({ type: [BulkListingRow], minItems: 1, maxItems: BULK_MAX_ROWS })
  @IsArray({ message: 'rows must be a list' })
  @ArrayMinSize(1, { message: 'The file has no rows' })
  @ArrayMaxSize(BULK_MAX_ROWS, { message: `At most ${BULK_MAX_ROWS} rows per upload` })
  @IsObject({ each: true, message: 'Each row must be an object' })
  rows!: Record<string, unknown>[];
}
