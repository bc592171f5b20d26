import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsString, IsUUID, Length, MaxLength } from 'class-validator';
import { ALERT_FREQUENCIES, type AlertFrequency } from '../model/watchlist.events';
import { SEARCH_NAME_MAX_LENGTH } from '../model/watchlist-rules';

const trimmed = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() : value;

export class WatchListingRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'listing_id must be a listing id' })
  listing_id!: string;
}

export class SaveSearchRequest {
  @ApiProperty({ minLength: 1, maxLength: SEARCH_NAME_MAX_LENGTH })
  @Transform(trimmed)
  @IsString({ message: 'name must be text' })
  @Length(1, SEARCH_NAME_MAX_LENGTH, {
    message: `name must be 1 to ${SEARCH_NAME_MAX_LENGTH} characters`,
  })
  name!: string;

  @ApiProperty({
    maxLength: 500,
    example: '/marketplace?search=crypto&max_price=250',
    description:
      'A path of the marketplace: `/marketplace` and its query, whose parameters are read as the marketplace reads them',
  })
  @IsString({ message: 'url must be text' })
  @MaxLength(500, { message: 'url must be at most 500 characters' })
  url!: string;

  @ApiProperty({ enum: ALERT_FREQUENCIES })
  @IsIn(ALERT_FREQUENCIES, { message: 'frequency must be instant or daily' })
  frequency!: AlertFrequency;
}

export class NotificationSettingsRequest {
  @ApiProperty()
  @IsBoolean({ message: 'search_alerts must be true or false' })
  search_alerts!: boolean;

  @ApiProperty()
  @IsBoolean({ message: 'watch_notices must be true or false' })
  watch_notices!: boolean;
}
