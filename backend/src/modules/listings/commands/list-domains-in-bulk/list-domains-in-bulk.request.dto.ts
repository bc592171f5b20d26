import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsObject,
  IsOptional,
  Max,
  Min,
} from 'class-validator';
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

/** A CSV row as sent: cells as written in the file; the rules above are applied by the server. */
export class BulkCsvRow {
  @ApiProperty({ example: 'cloudly.io' })
  domain!: string;

  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'string' }], example: '249' })
  price!: number | string;

  @ApiProperty({
    example: 'Namecheap',
    description: 'GoDaddy, Namecheap, Network Solutions, Dynadot or Other, in any case',
  })
  registrar!: string;

  @ApiPropertyOptional()
  description?: string;

  @ApiPropertyOptional({ example: 'Technology' })
  category?: string;
}

/**
 * The rows of the seller's CSV, read in the browser. Each row is checked on its own, so the body
 * only has to be a list of objects: a bad row is reported, not a reason to refuse the upload.
 */
export class BulkListingRequest {
  @ApiProperty({ type: [BulkCsvRow], minItems: 1, maxItems: BULK_MAX_ROWS })
  @IsArray({ message: 'rows must be a list' })
  @ArrayMinSize(1, { message: 'The file has no rows' })
  @ArrayMaxSize(BULK_MAX_ROWS, { message: `At most ${BULK_MAX_ROWS} rows per upload` })
  @IsObject({ each: true, message: 'Each row must be an object' })
  rows!: Record<string, unknown>[];

  @ApiPropertyOptional({
    minimum: 1,
    default: 1,
    description: 'The number of the first row in the file, when a file is sent in chunks',
  })
  @IsOptional()
  @IsInt({ message: 'firstRow must be a whole number' })
  @Min(1, { message: 'firstRow must be at least 1' })
  @Max(1_000_000, { message: 'firstRow must be at most 1000000' })
  firstRow?: number;
}
