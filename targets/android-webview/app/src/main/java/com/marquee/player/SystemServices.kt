package com.marquee.player

import android.content.Context

/**
 * A system service by class (Context.getSystemService(Class), API 23), which is @Nullable: null
 * means this build does not offer it, which the glue reports instead of dereferencing.
 */
inline fun <reified T> Context.systemService(): T =
    getSystemService(T::class.java) ?: throw IllegalStateException("This device has no ${T::class.java.simpleName}")
