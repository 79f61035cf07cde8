# Rule tests of imported prices (docs/prices.md), with the shipped rules and catalog:
#   advise test tests/data/prices/renting.dsl
# expected/ is what `advise prices import` writes from this folder's fixture tables (a CLI test
# holds it to that).
import "expected/lambda-2026-11-20.dsl"

workload "test: ResNet-50, rented" {
  model "ResNet-50"
  task conv  precision fp16  optimizer momentum
  batch 64  input 224 x 224 x 3  samples 1281167  epochs 90
}

situation "test: rent" { goal value  rent true  hours_per_month 200 h  months 6 }
situation "test: rent on spot" { goal value  rent true  spot true  hours_per_month 200 h  months 6 }

test "an imported rent of 0.99 USD/h makes the H100 the best value to rent" {
  as_of 2026-11-25  workload "test: ResNet-50, rented"  situation "test: rent"
  expect top == "H100 SXM"
  expect at_gpu("H100 SXM", rent.gpu_hour) == 0.99 USD/h and at_gpu("H100 SXM", rent.seller) == "lambda us-east-1"
  expect not fired("H100 SXM", "spot instances")
}

test "before the import's date the catalog's own rent applies" {
  as_of 2026-11-19  workload "test: ResNet-50, rented"  situation "test: rent"
  expect top != "H100 SXM"
  expect at_gpu("H100 SXM", rent.seller) == "catalog"
}

test "spot quotes apply only where the situation accepts interruption, with a note on checkpoints" {
  as_of 2026-11-25  workload "test: ResNet-50, rented"  situation "test: rent on spot"
  expect at_gpu("H100 SXM", rent.gpu_hour) == 0.89 USD/h
  expect fired("H100 SXM", "spot instances")
}

test "a rent quoted more than 90 days before the date asked warns" {
  as_of 2027-03  workload "test: ResNet-50, rented"  situation "test: rent"
  expect fired("H100 SXM", "old rent quote")
}

test "a quote of 5 days is no warning" {
  as_of 2026-11-25  workload "test: ResNet-50, rented"  situation "test: rent"
  expect not fired("H100 SXM", "old rent quote")
}
