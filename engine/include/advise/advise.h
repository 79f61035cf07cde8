#pragma once
// Everything an embedding tool needs.
#include "advise/advice.h"
#include "advise/diagnostic.h"
#include "advise/dimension.h"
#include "advise/engine.h"
#include "advise/format.h"
#include "advise/facts.h"
#include "advise/files.h"
#include "advise/model_import.h"
#include "advise/prices.h"
#include "advise/report.h"
