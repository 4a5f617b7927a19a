// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>

#include <cstddef>
#include <cstdint>

/** The bytes libFuzzer (or replaymain.cpp) hands a target, as the QByteArray the product reads. */
inline QByteArray fuzzBytes(const uint8_t *data, size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), int(size));
}

/** The libFuzzer entry point every target defines (replaymain.cpp calls it without libFuzzer). */
extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
