# Names: 'bach' is not a workload property (did-you-mean batch).
workload "Golden Test Workload 39" {
  task conv
  bach 32
}
