import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/auth/public.decorator';
import { ApiEnvelope, ApiErrors, Revalidated } from '../../../../platform/http/api-decorators';
import { GetProductsHandler } from './get-products.handler';
import { ProductDto } from './get-products.response.dto';

@ApiTags('payments')
@Controller('api/payments')
export class GetProductsController {
  constructor(private readonly handler: GetProductsHandler) {}

  @Get('products')
  @Revalidated()
  @Public()
  @ApiOperation({
    summary: 'The products on sale: one listing credit and Liquidation Pro',
    description:
      'Prices come from configuration (test checkout) or from Stripe. A product that cannot be bought right now is absent: the client then says purchasing is temporarily unavailable.',
  })
  @ApiEnvelope(ProductDto, { isArray: true })
  @ApiErrors(503)
  getProducts(): Promise<ProductDto[]> {
    return this.handler.execute();
  }
}
