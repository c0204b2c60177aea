/* <memory.h>, the old name of <string.h>. */
#include "string.h"
