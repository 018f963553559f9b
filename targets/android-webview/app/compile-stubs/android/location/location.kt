// https://developer.android.com/reference/kotlin/android/location/LocationManager
package android.location

open class LocationManager {
    /** getProviders(boolean enabledOnly): @NonNull List<String> */
    open fun getProviders(enabledOnly: Boolean): List<String> = throw RuntimeException("Stub!")

    /** getLastKnownLocation(@NonNull String provider): @Nullable Location; needs a location permission. */
    open fun getLastKnownLocation(provider: String): Location? = throw RuntimeException("Stub!")
}

open class Location {
    open val latitude: Double get() = throw RuntimeException("Stub!")
    open val longitude: Double get() = throw RuntimeException("Stub!")
    open val accuracy: Float get() = throw RuntimeException("Stub!")
    open val time: Long get() = throw RuntimeException("Stub!")
}
