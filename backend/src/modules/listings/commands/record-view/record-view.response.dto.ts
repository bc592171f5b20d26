import { ApiProperty } from '@nestjs/swagger';

export class RecordedView {
  @ApiProperty({
    description:
      'False when this viewer was already counted today, is the seller, or the listing is off the marketplace',
  })
  counted!: boolean;
}
