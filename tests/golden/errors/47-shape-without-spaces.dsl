# Shapes: 224x224x3 written without spaces lexes as 224 and a name 'x224x3'.
workload "Golden Test Workload 47" {
  task conv
  input 224x224x3
}
